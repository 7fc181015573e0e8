/**
 * 'Invite user': email and role; the answer is a one-time link the admin passes on. The
 * invitee opens it, sets a password and lands in the admin with that role.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '../auth/roles'
import { inviteStaff } from './api/invite-staff'
import { staffKeys } from './keys'
import { OneTimeLink } from './one-time-link'

const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(320),
  role: z.enum(STAFF_ROLES),
})
type InviteValues = z.infer<typeof inviteSchema>

function InviteForm({ onLink }: { onLink: (link: string) => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'editor' },
  })
  const role = useWatch({ control, name: 'role' })

  const onSubmit = handleSubmit(async ({ email, role }) => {
    setServerError(null)
    try {
      onLink(await inviteStaff(email, role))
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {serverError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          disabled={isSubmitting}
          {...register('email')}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="text-sm text-destructive">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <NativeSelect
          id={`${id}-role`}
          className="w-full"
          aria-describedby={`${id}-role-hint`}
          disabled={isSubmitting}
          {...register('role')}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-role-hint`} className="text-xs text-muted-foreground">
          {ROLE_DESCRIPTIONS[role]}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Inviting...' : 'Invite'}
        </Button>
      </DialogFooter>
    </form>
  )
}

export function InviteDialog() {
  const [open, setOpen] = useState(false)
  const [link, setLink] = useState<string | null>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setLink(null)
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Invite user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite user</DialogTitle>
          <DialogDescription>
            {link
              ? 'The invitation is ready. No email is sent: pass the link on.'
              : 'They get a one-time link to set their password; no email is sent.'}
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <>
            <OneTimeLink link={link} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <InviteForm onLink={setLink} />
        )}
      </DialogContent>
    </Dialog>
  )
}
