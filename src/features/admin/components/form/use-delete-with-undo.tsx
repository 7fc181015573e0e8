/**
 * Deleting a row, in the workbench's order: the section's optional check (e.g. refusing a
 * row others depend on, with its own message), the 'Delete' confirmation dialog, the
 * delete, and a toast offering Undo for its 5 seconds (the database puts the row back as
 * it was). Each section gives only its rows, its text and its check: `deleteWithUndo`
 * makes the section's delete hook, used by its list and its form.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { RestorableSection, SectionOwnTable } from '../../section-definition'
import type { resourceKeys } from '../resource-keys'
import { ConfirmDialog } from './dialogs'
import { notifyError, notifySuccess, notifyUndoable } from './notify'
import { restoreDeleted } from './api/restore-deleted'

/** The row a delete is asked for: its id and the name the texts show. */
export type DeleteTarget = { id: string; name: string }

export type DeleteWithUndoOptions<Row extends { id: string }> = {
  /**
   * The section's rows (sectionRows): the section, whose table the Undo restores into and
   * whose noun titles the dialog while it closes ('Delete brand?'); its query keys (the
   * row's detail is dropped, everything else refetched); the delete, which returns the row
   * as deleted; and the row's name for the 'Deleted …' toast.
   */
  rows: {
    section: RestorableSection
    keys: Pick<ReturnType<typeof resourceKeys>, 'all' | 'detail'>
    remove: (id: string) => Promise<Row>
    name: (row: Row) => string
  }
  /**
   * Runs before the dialog opens; false refuses the delete (the check shows its own
   * message). `checking` is true meanwhile.
   */
  check?: (target: DeleteTarget) => Promise<boolean>
  /** Handles a failed delete itself when it returns true; otherwise notifyError reports it. */
  handleDeleteError?: (error: unknown, target: DeleteTarget) => Promise<boolean>
  /** The dialog's description: what the delete does on the site, and the Undo. */
  description: string
}

/** A section's delete: the list's and the form's Delete buttons call requestDelete. */
export type DeleteFlow = {
  requestDelete: (row: DeleteTarget) => Promise<void>
  checking: boolean
  dialog: ReactNode
}

/**
 * The section's delete hook; `onDeleted` runs after the delete (the form goes back to the
 * list).
 *
 * @example
 * export const useDeletePage = deleteWithUndo({
 *   rows: pageRows,
 *   description: 'Visitors get "Page not found" at its address at once. You can undo this…',
 * })
 * const deletion = useDeletePage({ onDeleted: backToList })
 */
export function deleteWithUndo<Row extends { id: string }>(options: DeleteWithUndoOptions<Row>) {
  return function useSectionDelete({ onDeleted }: { onDeleted?: () => void } = {}): DeleteFlow {
    return useDeleteWithUndo(options, onDeleted)
  }
}

/**
 * The same flow for a table whose deleted rows cannot be put back (not in the database's
 * restore allow-list): the confirmation, the delete and a plain 'Deleted …' toast; the
 * dialog's description should say that it cannot be undone.
 *
 * @example
 * export const useDeleteRegulator = deleteWithConfirm({
 *   rows: regulatorRows,
 *   description: 'The regulator is removed from every market. This cannot be undone.',
 * })
 */
export function deleteWithConfirm<Row extends { id: string }>(
  options: Omit<DeleteWithUndoOptions<Row>, 'rows'> & {
    rows: Omit<DeleteWithUndoOptions<Row>['rows'], 'section'> & {
      section: { table: SectionOwnTable }
    }
  },
) {
  return function useSectionDelete({ onDeleted }: { onDeleted?: () => void } = {}): DeleteFlow {
    return useDeleteWithUndo(options, onDeleted, false)
  }
}

function useDeleteWithUndo<Row extends { id: string }>(
  {
    rows: { section, keys, remove, name },
    check,
    handleDeleteError,
    description,
  }: Omit<DeleteWithUndoOptions<Row>, 'rows'> & {
    rows: Omit<DeleteWithUndoOptions<Row>['rows'], 'section'> & {
      section: { table: SectionOwnTable }
    }
  },
  onDeleted?: () => void,
  undoable = true,
): DeleteFlow {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<DeleteTarget | null>(null)
  const [checking, setChecking] = useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all })

  async function requestDelete(row: DeleteTarget) {
    if (!check) {
      setTarget(row)
      return
    }
    setChecking(true)
    try {
      if (await check(row)) setTarget(row)
    } finally {
      setChecking(false)
    }
  }

  async function confirmDelete() {
    if (!target) return
    try {
      const row = await remove(target.id)
      queryClient.removeQueries({ queryKey: keys.detail(target.id) })
      await refresh()
      onDeleted?.()
      if (!undoable) {
        notifySuccess(`Deleted ${name(row)}.`)
        return
      }
      notifyUndoable(`Deleted ${name(row)}.`, async () => {
        await restoreDeleted(section.table.name, row.id)
        await refresh()
      })
    } catch (error) {
      if (await handleDeleteError?.(error, target)) return
      notifyError(error, `Could not delete ${target.name}`)
    }
  }

  // While the dialog closes, the target is gone: 'Delete brand?'.
  const named = target ? target.name : (section.table.shortNoun ?? section.table.noun)
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null)
      }}
      title={`Delete ${named}?`}
      description={description}
      confirmLabel="Delete"
      onConfirm={confirmDelete}
    />
  )

  return { requestDelete, checking, dialog }
}
