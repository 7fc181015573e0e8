/**
 * What every admin mutation says through sonner (one toast at a time, 5000 ms: the
 * Toaster's settings). Errors are shown, never swallowed; a delete offers Undo for the
 * toast's lifetime.
 */
import { toast } from 'sonner'
import { describeError } from './database-errors'

export function notifySuccess(message: string) {
  toast.success(message)
}

/** Shows the error; returns it so a caller can still rethrow or inspect it. */
export function notifyError(error: unknown, prefix?: string): unknown {
  const text = describeError(error)
  toast.error(prefix ? `${prefix}: ${text}` : text)
  return error
}

/**
 * A done deletion with an 'Undo' action for the toast's 5 seconds; `undo` restores the
 * row and reports its own outcome.
 */
export function notifyUndoable(message: string, undo: () => Promise<void>) {
  toast.success(message, {
    action: {
      label: 'Undo',
      onClick: () => {
        undo().then(
          () => toast.success('Restored.'),
          (error: unknown) => notifyError(error, 'Undo failed'),
        )
      },
    },
  })
}
