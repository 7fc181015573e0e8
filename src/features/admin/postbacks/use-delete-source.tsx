/**
 * Deleting a postback source with the workbench's delete-with-Undo flow (admins only). The
 * Undo brings it back with the secret it had, so the network's configured URL keeps working,
 * and its logged postbacks linked again.
 */
import { useDeleteWithUndo } from '../components/form'
import { deleteSource } from './api/sources'
import { postbackSourceKeys } from './keys'
import { postbacksSection } from './section'

export function useDeleteSource({ onDeleted }: { onDeleted?: () => void } = {}) {
  return useDeleteWithUndo({
    section: postbacksSection,
    keys: postbackSourceKeys,
    remove: deleteSource,
    deletedName: (row) => row.name,
    fallbackTitle: 'Delete source?',
    description:
      'Its postbacks are refused from now on; those already received stay in the log. You can undo this for a few seconds: the source comes back with the same secret.',
    onDeleted,
  })
}
