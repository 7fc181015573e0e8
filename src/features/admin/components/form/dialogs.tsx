/**
 * The workbench's dialogs, in Radix. DialogFrame is what they all share: a title and a
 * description on top, then the body; DialogActions is their footer, Cancel then the
 * dialog's own action. ConfirmDialog asks before a destructive action (focus starts on
 * Cancel, Escape cancels, the confirm button says what it does: 'Delete'); FormDialog asks
 * for a few fields (the fields, Cancel and the submit button), and cannot be closed while
 * its submit runs.
 */
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
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

export type DialogFrameProps = {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The button that opens the dialog, when the dialog has one of its own. */
  trigger?: ReactNode
  title: ReactNode
  description: ReactNode
  /** The content's classes, for a dialog wider or taller than the default. */
  className?: string
  onOpenAutoFocus?: ComponentProps<typeof DialogContent>['onOpenAutoFocus']
  /** The body, its footer included. */
  children: ReactNode
}

/** A workbench dialog: its title and description, then its body. */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  onOpenAutoFocus,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} onOpenAutoFocus={onOpenAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/**
 * A dialog's footer: Cancel, which closes the dialog (disabled while `busy`; a
 * ConfirmDialog starts on it), then the dialog's own action.
 */
export function DialogActions({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" data-cancel disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  )
}

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
    <DialogFrame
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      onOpenAutoFocus={(event) => {
        // Start on Cancel: Enter alone must not destroy anything.
        event.preventDefault()
        const content = event.currentTarget as HTMLElement | null
        content?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus()
      }}
    >
      <DialogActions busy={busy}>
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
      </DialogActions>
    </DialogFrame>
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
    <DialogActions busy={busy}>
      <Button type="submit" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
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
    <DialogFrame
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={title}
      description={description}
    >
      <form onSubmit={onSubmit} noValidate={noValidate} className="space-y-4">
        {children}
        <FormDialogFooter busy={busy} submitLabel={submitLabel} submitDisabled={submitDisabled} />
      </form>
    </DialogFrame>
  )
}
