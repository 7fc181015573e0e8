/**
 * Deleting a brand with the workbench's delete-with-Undo flow; the Undo restores the brand
 * with its category tags.
 */
import { useDeleteWithUndo } from '../components/form'
import { deleteBrand } from './api/delete-brand'
import { brandKeys } from './keys'
import { brandsSection } from './section'

export function useDeleteBrand({ onDeleted }: { onDeleted?: () => void } = {}) {
  return useDeleteWithUndo({
    section: brandsSection,
    keys: brandKeys,
    remove: deleteBrand,
    deletedName: (row) => row.brand_name,
    fallbackTitle: 'Delete brand?',
    description:
      "The brand leaves its country's ranking with its category tags; Undo, for a few seconds, brings both back. Its visitors' votes are deleted for good.",
    onDeleted,
  })
}
