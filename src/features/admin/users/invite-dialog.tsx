/**
 * 'Invite user': email and role; Auth emails the invitation. The invitee opens its link,
 * sets a password and lands in the admin with that role. (If the email goes astray, the
 * row's 'Password reset link' gives the admin a link to pass on.)
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { ROLE_DESCRIPTIONS, STAFF_ROLES } from '../auth/roles'
import { Field, FormAlert, FormDialogFooter, TextField } from '../components/form'
import { DialogFrame } from '../components/form/dialogs'
import { inviteStaff } from './api/invite-staff'
import { staffKeys } from './keys'
import { DoneFooter } from './one-time-link-dialog'
import { RoleSelect } from './role-select'

const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(320),
  role: z.enum(STAFF_ROLES),
})
type InviteValues = z.output<typeof inviteSchema>

function InviteForm({ onSent }: { onSent: (email: string) => void }) {
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<z.input<typeof inviteSchema>, unknown, InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'editor' },
  })
  const { isSubmitting } = form.formState
  const role = useWatch({ control: form.control, name: 'role' })

  const onSubmit = form.handleSubmit(async ({ email, role }) => {
    setServerError(null)
    try {
      await inviteStaff(email, role)
      onSent(email)
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        disabled={isSubmitting}
      />
      <Field label="Role" description={ROLE_DESCRIPTIONS[role]}>
        {(control) => (
          <RoleSelect {...control} disabled={isSubmitting} {...form.register('role')} />
        )}
      </Field>
      <FormDialogFooter busy={isSubmitting} submitLabel={isSubmitting ? 'Inviting...' : 'Invite'} />
    </form>
  )
}

export function InviteDialog() {
  const [open, setOpen] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setSentTo(null)
      }}
      trigger={
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Invite user
        </Button>
      }
      title="Invite user"
      description="We email them a link to set their password; it works once, within an hour."
    >
      {sentTo ? (
        <>
          <FormAlert ok message={`Invitation sent to ${sentTo}.`} />
          <DoneFooter />
        </>
      ) : (
        <InviteForm onSent={setSentTo} />
      )}
    </DialogFrame>
  )
}
