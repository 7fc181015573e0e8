/**
 * Deleting a row, in the workbench's order: the section's optional check (e.g. refusing a
 * row others depend on, with its own message), the 'Delete' confirmation dialog, the
 * delete, and a toast offering Undo for its 5 seconds (the database puts the row back as
 * it was). Each section passes only its texts, its check and its delete call.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { RestorableSection } from '../../section-definition'
import type { resourceKeys } from '../resource-keys'
import { ConfirmDialog } from './dialogs'
import { notifyError, notifyUndoable } from './notify'
import { restoreDeleted } from './api/restore-deleted'

/** The row a delete is asked for: its id and the name the texts show. */
export type DeleteTarget = { id: string; name: string }

export type DeleteWithUndoOptions<Row extends { id: string }> = {
  /** The section whose table the Undo restores into. */
  section: RestorableSection
  /** The section's query keys: the row's detail is dropped, everything else refetched. */
  keys: Pick<ReturnType<typeof resourceKeys>, 'all' | 'detail'>
  /** Deletes the row and returns it as deleted. */
  remove: (id: string) => Promise<Row>
  /** The deleted row's name for the 'Deleted …' toast. */
  deletedName: (row: Row) => string
  /**
   * Runs before the dialog opens; false refuses the delete (the check shows its own
   * message). `checking` is true meanwhile.
   */
  check?: (target: DeleteTarget) => Promise<boolean>
  /** Handles a failed delete itself when it returns true; otherwise notifyError reports it. */
  handleDeleteError?: (error: unknown, target: DeleteTarget) => Promise<boolean>
  /** The dialog's title when no target is set (while it closes), e.g. 'Delete brand?'. */
  fallbackTitle: string
  /** The dialog's description. */
  description: string
  /** After the delete, e.g. back to the list from the form. */
  onDeleted?: () => void
}

export function useDeleteWithUndo<Row extends { id: string }>({
  section,
  keys,
  remove,
  deletedName,
  check,
  handleDeleteError,
  fallbackTitle,
  description,
  onDeleted,
}: DeleteWithUndoOptions<Row>) {
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
      notifyUndoable(`Deleted ${deletedName(row)}.`, async () => {
        await restoreDeleted(section.table.name, row.id)
        await refresh()
      })
    } catch (error) {
      if (await handleDeleteError?.(error, target)) return
      notifyError(error, `Could not delete ${target.name}`)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null)
      }}
      title={target ? `Delete ${target.name}?` : fallbackTitle}
      description={description}
      confirmLabel="Delete"
      onConfirm={confirmDelete}
    />
  )

  return { requestDelete, checking, dialog }
}
