/**
 * Deleting a category with the workbench's delete-with-Undo flow: a category still tagged
 * on brands is refused (as the database would refuse it) before the dialog opens, and
 * again with the new count when brands were tagged since. The default category offers no
 * delete at all (the database refuses it too).
 */
import { toast } from 'sonner'
import { isSupabaseRequestError } from '@/lib/result'
import { deleteWithUndo, type DeleteTarget } from '../components/form'
import { categoryRows } from './api/category-rows'
import { TAG_CHECK_FAILED, countTaggedBrands, taggedBrandsMessage } from './api/delete-category'

/** Refuses with the count when brands are tagged; true when the category is free. */
async function checkTags(category: DeleteTarget): Promise<boolean> {
  try {
    const brands = await countTaggedBrands(category.id)
    if (brands === 0) return true
    toast.error(taggedBrandsMessage(category.name, brands))
  } catch {
    toast.error(TAG_CHECK_FAILED)
  }
  return false
}

/** Tagged since the check: the foreign key refused; say how many brands now. */
async function recheckTags(error: unknown, category: DeleteTarget): Promise<boolean> {
  if (!isSupabaseRequestError(error) || error.code !== '23503') return false
  await checkTags(category)
  return true
}

export const useDeleteCategory = deleteWithUndo({
  rows: categoryRows,
  check: checkTags,
  handleDeleteError: recheckTags,
  description:
    'The category and its public pages disappear from the site. You can undo this for a few seconds.',
})
