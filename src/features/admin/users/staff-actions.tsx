/**
 * A staff member's row actions, in one menu: change role, disable or enable, sign out
 * everywhere, reset two-factor authentication (when they have it), a password reset link,
 * delete. The database and the function decide what is
 * allowed (not yourself, not the last admin); their refusals are shown as they say them.
 */
import { useQueryClient } from '@tanstack/react-query'
import {
  KeyRound,
  LogOut,
  MoreHorizontal,
  ShieldOff,
  ShieldCheck,
  Trash2,
  UserRoundCheck,
  UserX,
} from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { isStaffRole, type StaffRole } from '../auth/roles'
import { ConfirmDialog, Field, FormDialog, notifyError, notifySuccess } from '../components/form'
import { changeStaff, type StaffChange } from './api/change-staff'
import type { StaffMember } from './api/list-staff'
import { resetLink } from './api/reset-link'
import { staffKeys } from './keys'
import { OneTimeLinkDialog } from './one-time-link-dialog'
import { RoleSelect } from './role-select'

type Open = null | 'role' | 'disable' | 'reset_two_factor' | 'delete' | { link: string }

const DONE: Record<StaffChange['action'], string> = {
  set_role: 'Role changed',
  disable: 'Disabled: their sessions have ended',
  enable: 'Enabled again',
  sign_out: 'Signed out everywhere',
  reset_two_factor: 'Two-factor authentication reset',
  delete: 'Deleted',
}

function RoleDialog({
  member,
  onClose,
  onSave,
}: {
  member: StaffMember
  onClose: () => void
  onSave: (role: StaffRole) => Promise<void>
}) {
  const [role, setRole] = useState<StaffRole>(member.role)
  const [busy, setBusy] = useState(false)
  return (
    <FormDialog
      title="Change role"
      description={member.email}
      busy={busy}
      submitLabel={busy ? 'Saving...' : 'Save'}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        setBusy(true)
        void onSave(role).finally(() => setBusy(false))
      }}
    >
      <Field label="Role">
        {(control) => (
          <RoleSelect
            {...control}
            value={role}
            disabled={busy}
            onChange={(event) => {
              if (isStaffRole(event.target.value)) setRole(event.target.value)
            }}
          />
        )}
      </Field>
    </FormDialog>
  )
}

export function StaffActions({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)

  async function run(change: StaffChange) {
    try {
      await changeStaff(member.id, change)
      notifySuccess(`${DONE[change.action]}: ${member.email}`)
      close()
    } catch (error) {
      notifyError(error, `Could not change ${member.email}`)
      // The dialog closes either way; the refusal stays on screen in the toast.
      close()
    } finally {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
    }
  }

  async function makeResetLink() {
    try {
      setOpen({ link: await resetLink(member.id) })
    } catch (error) {
      notifyError(error, `Could not make a reset link for ${member.email}`)
    }
  }

  const disabled = member.status === 'disabled'
  const resetLinkOpen = typeof open === 'object' && open !== null
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm">
            <MoreHorizontal aria-hidden="true" />
            <span className="sr-only">Actions for {member.email}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen('role')}>
            <ShieldCheck aria-hidden="true" />
            Change role
          </DropdownMenuItem>
          {disabled ? (
            <DropdownMenuItem onSelect={() => void run({ action: 'enable' })}>
              <UserRoundCheck aria-hidden="true" />
              Enable
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setOpen('disable')}>
              <UserX aria-hidden="true" />
              Disable
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void run({ action: 'sign_out' })}>
            <LogOut aria-hidden="true" />
            Sign out everywhere
          </DropdownMenuItem>
          {member.two_factor ? (
            <DropdownMenuItem onSelect={() => setOpen('reset_two_factor')}>
              <ShieldOff aria-hidden="true" />
              Reset two-factor
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => void makeResetLink()}>
            <KeyRound aria-hidden="true" />
            Password reset link
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setOpen('delete')}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      {open === 'role' ? (
        <RoleDialog
          member={member}
          onClose={close}
          onSave={(role) => run({ action: 'set_role', role })}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'disable'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={`Disable ${member.email}?`}
        description="Their sessions end at once and they cannot sign in until enabled again."
        confirmLabel="Disable"
        onConfirm={() => run({ action: 'disable' })}
      />
      <ConfirmDialog
        open={open === 'reset_two_factor'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={`Reset two-factor authentication for ${member.email}?`}
        description="For a lost phone: their authenticator app is removed, and they sign in with their password alone until they set up a new one. The audit log records it."
        confirmLabel="Reset two-factor"
        onConfirm={() => run({ action: 'reset_two_factor' })}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={`Delete ${member.email}?`}
        description="Their account and staff access are removed. This cannot be undone."
        onConfirm={() => run({ action: 'delete' })}
      />
      <OneTimeLinkDialog
        open={resetLinkOpen}
        onOpenChange={(next) => (next ? undefined : close())}
        title="Password reset link"
        description={`For ${member.email}. No email is sent: pass the link on.`}
        link={resetLinkOpen ? open.link : null}
      />
    </>
  )
}
