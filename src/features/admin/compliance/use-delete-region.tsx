/**
 * Deleting a region's rules, after the confirmation: visitors located there get the
 * market's rules again. No Undo: the database's restore does not cover market rules.
 */
import { deleteWithConfirm } from '../components/form'
import { regionRows } from './api/region-rows'

export const useDeleteRegion = deleteWithConfirm({
  rows: regionRows,
  description:
    "Visitors located in the region get the market's rules again at once. This cannot be undone.",
})
