/**
 * Deleting a postback source with the workbench's delete-with-Undo flow (admins only). The
 * Undo brings it back with the secret it had, so the network's configured URL keeps working,
 * and its logged postbacks linked again.
 */
import { deleteWithUndo } from '../components/form'
import { sourceRows } from './api/sources'

export const useDeleteSource = deleteWithUndo({
  rows: sourceRows,
  description:
    'Its postbacks are refused from now on; those already received stay in the log. You can undo this for a few seconds: the source comes back with the same secret.',
})
