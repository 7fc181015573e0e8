/**
 * Deleting a blacklist entry, after the confirmation: the market's brands are re-checked at
 * once (a database trigger), so a brand it kept out may be listed again. No Undo: the
 * database's restore does not cover the blacklist.
 */
import { deleteWithConfirm } from '../components/form'
import { blacklistRows } from './api/blacklist-rows'

export const useDeleteBlacklistEntry = deleteWithConfirm({
  rows: blacklistRows,
  description:
    'A brand it kept out of the market may be listed there again at once. This cannot be undone.',
})
