/** Deleting a snippet with the workbench's delete-with-Undo flow (admins only, as its policies). */
import { useDeleteWithUndo } from '../components/form'
import { deleteSnippet } from './api/snippet'
import { snippetKeys } from './keys'
import { codeSnippetsSection } from './section'

export function useDeleteSnippet({ onDeleted }: { onDeleted?: () => void } = {}) {
  return useDeleteWithUndo({
    section: codeSnippetsSection,
    keys: snippetKeys,
    remove: deleteSnippet,
    deletedName: (row) => row.name,
    fallbackTitle: 'Delete snippet?',
    description:
      'The snippet leaves the public pages at the next build (Rebuild public pages). You can undo this for a few seconds.',
    onDeleted,
  })
}
