/**
 * The workbench's dialogs, in Radix: ConfirmDialog asks before a destructive action (focus
 * starts on Cancel, Escape cancels, the confirm button says what it does: 'Delete');
 * FormDialog asks for a few fields (title, description, the fields, Cancel and the submit
 * button), and cannot be closed while its submit runs.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel?: string
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown> | void
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Start on Cancel: Enter alone must not destroy anything.
          event.preventDefault()
          const content = event.currentTarget as HTMLElement | null
          content?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <CancelButton busy={busy} />
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              try {
                await onConfirm()
              } finally {
                setBusy(false)
                onOpenChange(false)
              }
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Closes the dialog (disabled while its action runs); a ConfirmDialog starts on it. */
function CancelButton({ busy }: { busy: boolean }) {
  return (
    <DialogClose asChild>
      <Button type="button" variant="outline" data-cancel disabled={busy}>
        Cancel
      </Button>
    </DialogClose>
  )
}

/** Cancel, then the submit button of a dialog's form: 'Invite', 'Inviting...' while busy. */
export function FormDialogFooter({
  busy,
  submitLabel,
  submitDisabled,
}: {
  busy: boolean
  submitLabel: string
  submitDisabled?: boolean
}) {
  return (
    <DialogFooter>
      <CancelButton busy={busy} />
      <Button type="submit" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </DialogFooter>
  )
}

/** A dialog whose body is a form, open until `onClose` (which `busy` holds off). */
export function FormDialog({
  title,
  description,
  busy,
  submitLabel,
  submitDisabled,
  onSubmit,
  onClose,
  noValidate,
  children,
}: {
  title: ReactNode
  description: ReactNode
  busy: boolean
  submitLabel: string
  submitDisabled?: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onClose: () => void
  noValidate?: boolean
  /** The fields. */
  children: ReactNode
}) {
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate={noValidate} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormDialogFooter busy={busy} submitLabel={submitLabel} submitDisabled={submitDisabled} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
