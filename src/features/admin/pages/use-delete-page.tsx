/** Deleting a page with the workbench's delete-with-Undo flow. */
import { deleteWithUndo } from '../components/form'
import { pageRows } from './api/page-rows'

export const useDeletePage = deleteWithUndo({
  rows: pageRows,
  description:
    'Visitors get "Page not found" at its address at once, and the footer drops its link. You can undo this for a few seconds.',
})
