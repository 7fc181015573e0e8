/**
 * The save flow every section's edit form shares: a save that lost to someone else's
 * (ConflictError on updated_at) shows the conflict with 'Reload'; a database refusal a
 * constraint of one of the form's fields lands on that field; anything else is 'Not saved'. Reload puts the
 * stored row back into the form.
 */
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { isConflictError } from './conflict'
import { describeError, type FieldError } from './database-errors'
import { notifyError } from './notify'

type SaveFlowOptions<Values extends FieldValues, Field extends Path<Values>> = {
  /** The form's setError (form.setError). */
  setError: UseFormSetError<Values>
  /** The field a database refusal concerns, with its message (fieldErrorFor); null: none. */
  fieldError: (error: unknown) => FieldError<Field> | null
  /** The row's noun: 'Could not reload the {entity}'. */
  entity: string
  /** Fetches the stored row and resets the form to it; absent for a new row. */
  reload?: () => Promise<void>
  /**
   * Shows a field the database refused; by default the field is focused. Forms whose
   * fields may be hidden (tabs) reveal it themselves.
   */
  revealField?: (field: Field, message: string) => void
}

export function useSaveFlow<Values extends FieldValues, Field extends Path<Values>>({
  setError,
  fieldError: fieldErrorOf,
  entity,
  reload,
  revealField,
}: SaveFlowOptions<Values, Field>) {
  const [conflict, setConflict] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)

  async function reloadRow() {
    if (!reload) return
    try {
      await reload()
      setConflict(null)
      setFormError(null)
    } catch (error) {
      notifyError(error, `Could not reload the ${entity}`)
    }
  }

  /** Runs one save; its failure is shown as the workbench shows it. */
  async function save(run: () => Promise<void>) {
    setConflict(null)
    setFormError(null)
    try {
      await run()
    } catch (error) {
      if (isConflictError(error)) {
        setConflict(error.message)
        toast.error(error.message, { action: { label: 'Reload', onClick: () => void reloadRow() } })
        return
      }
      const fieldError = fieldErrorOf(error)
      if (fieldError) {
        setError(fieldError.field, { message: fieldError.message }, { shouldFocus: !revealField })
        revealField?.(fieldError.field, fieldError.message)
        toast.error(`Not saved: ${fieldError.message}`)
        return
      }
      setFormError(describeError(error))
      notifyError(error, 'Not saved')
    }
  }

  return { conflict, formError, reload: reloadRow, save }
}
