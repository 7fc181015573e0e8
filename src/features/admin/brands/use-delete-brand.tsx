/**
 * Deleting a brand with the workbench's delete-with-Undo flow; the Undo restores the brand
 * with its category tags.
 */
import { deleteWithUndo } from '../components/form'
import { brandRows } from './api/brand-rows'

export const useDeleteBrand = deleteWithUndo({
  rows: brandRows,
  description:
    "The brand leaves its country's ranking with its category tags; Undo, for a few seconds, brings both back. Its visitors' votes are deleted for good.",
})
