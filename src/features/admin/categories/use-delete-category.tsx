/**
 * Deleting a category, in the workbench's order: the tagged-brand check (a category still
 * tagged on brands is refused, as the database would refuse it), the 'Delete' confirmation
 * dialog, the delete, and a toast offering Undo for its 5 seconds. The default category
 * offers no delete at all (the database refuses it too).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { isSupabaseRequestError } from '@/lib/result'
import { ConfirmDialog, notifyError, notifyUndoable, restoreDeleted } from '../components/form'
import {
  TAG_CHECK_FAILED,
  countTaggedBrands,
  deleteCategory,
  taggedBrandsMessage,
} from './api/delete-category'
import { categoryKeys } from './keys'

type Target = { id: string; name: string }

export function useDeleteCategory({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<Target | null>(null)
  const [checking, setChecking] = useState(false)

  const refresh = () => queryClient.invalidateQueries({ queryKey: categoryKeys.all })

  /** Refuses with the count when brands are tagged; true when the category is free. */
  async function checkTags(category: Target): Promise<boolean> {
    try {
      const brands = await countTaggedBrands(category.id)
      if (brands === 0) return true
      toast.error(taggedBrandsMessage(category.name, brands))
    } catch {
      toast.error(TAG_CHECK_FAILED)
    }
    return false
  }

  async function requestDelete(category: Target) {
    setChecking(true)
    try {
      if (await checkTags(category)) setTarget(category)
    } finally {
      setChecking(false)
    }
  }

  async function confirmDelete() {
    if (!target) return
    try {
      const row = await deleteCategory(target.id)
      queryClient.removeQueries({ queryKey: categoryKeys.detail(target.id) })
      await refresh()
      onDeleted?.()
      notifyUndoable(`Deleted ${row.name}.`, async () => {
        await restoreDeleted('categories', row.id)
        await refresh()
      })
    } catch (error) {
      // Tagged since the check: the foreign key refused; say how many brands now.
      if (isSupabaseRequestError(error) && error.code === '23503') {
        await checkTags(target)
        return
      }
      notifyError(error, `Could not delete ${target.name}`)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null)
      }}
      title={target ? `Delete ${target.name}?` : 'Delete category?'}
      description="The category and its public pages disappear from the site. You can undo this for a few seconds."
      confirmLabel="Delete"
      onConfirm={confirmDelete}
    />
  )

  return { requestDelete, checking, dialog }
}
