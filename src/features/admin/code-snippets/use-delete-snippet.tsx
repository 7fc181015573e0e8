/** Deleting a snippet with the workbench's delete-with-Undo flow (admins only, as its policies). */
import { deleteWithUndo } from '../components/form'
import { snippetRows } from './api/snippet-rows'

export const useDeleteSnippet = deleteWithUndo({
  rows: snippetRows,
  description:
    'The snippet leaves the public pages at the next build (Rebuild public pages). You can undo this for a few seconds.',
})
