/** Deleting a page with the workbench's delete-with-Undo flow. */
import { useDeleteWithUndo } from '../components/form'
import { deletePage } from './api/save-page'
import { pageKeys } from './keys'
import { pagesSection } from './section'

export function useDeletePage({ onDeleted }: { onDeleted?: () => void } = {}) {
  return useDeleteWithUndo({
    section: pagesSection,
    keys: pageKeys,
    remove: deletePage,
    deletedName: (row) => row.title,
    fallbackTitle: 'Delete page?',
    description:
      'Visitors get "Page not found" at its address at once, and the footer drops its link. You can undo this for a few seconds.',
    onDeleted,
  })
}
