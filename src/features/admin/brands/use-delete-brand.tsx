/**
 * Deleting a brand: the 'Delete' confirmation dialog, the delete, and a toast offering
 * Undo for its 5 seconds, which restores the brand with its category tags.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog, notifyError, notifyUndoable, restoreDeleted } from '../components/form'
import { deleteBrand } from './api/delete-brand'
import { brandKeys } from './keys'

type Target = { id: string; name: string }

export function useDeleteBrand({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<Target | null>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: brandKeys.all })

  async function confirmDelete() {
    if (!target) return
    try {
      const row = await deleteBrand(target.id)
      queryClient.removeQueries({ queryKey: brandKeys.detail(target.id) })
      await refresh()
      onDeleted?.()
      notifyUndoable(`Deleted ${row.brand_name}.`, async () => {
        await restoreDeleted('brands', row.id)
        await refresh()
      })
    } catch (error) {
      notifyError(error, `Could not delete ${target.name}`)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null)
      }}
      title={target ? `Delete ${target.name}?` : 'Delete brand?'}
      description="The brand leaves its country's ranking with its category tags; Undo, for a few seconds, brings both back. Its visitors' votes are deleted for good."
      confirmLabel="Delete"
      onConfirm={confirmDelete}
    />
  )

  return { requestDelete: setTarget, dialog }
}
