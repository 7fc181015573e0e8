/**
 * Deleting a regulator: refused, with the count, while brand licences name it (the
 * database refuses it too: brand_licences_regulator_id_fkey restricts), then the
 * confirmation. Its markets stop naming it (the links cascade). No Undo: the database's
 * restore does not cover regulators.
 */
import { toast } from 'sonner'
import { isSupabaseRequestError } from '@/lib/result'
import { deleteWithConfirm, type DeleteTarget } from '../components/form'
import { countRegulatorLicences } from './api/list-regulators'
import { regulatorRows } from './api/regulator-rows'

export const LICENCE_CHECK_FAILED =
  'Error checking the licences that name this regulator. Please try again.'

export function regulatorInUseMessage(name: string, licences: number): string {
  return `Cannot delete ${name}: ${licences} ${licences === 1 ? 'brand licence names' : 'brand licences name'} it.`
}

async function checkLicences(regulator: DeleteTarget): Promise<boolean> {
  try {
    const licences = await countRegulatorLicences(regulator.id)
    if (licences === 0) return true
    toast.error(regulatorInUseMessage(regulator.name, licences))
  } catch {
    toast.error(LICENCE_CHECK_FAILED)
  }
  return false
}

/** A licence added since the check: the foreign key refused; say how many now. */
async function recheckLicences(error: unknown, regulator: DeleteTarget): Promise<boolean> {
  if (!isSupabaseRequestError(error) || error.code !== '23503') return false
  await checkLicences(regulator)
  return true
}

export const useDeleteRegulator = deleteWithConfirm({
  rows: regulatorRows,
  check: checkLicences,
  handleDeleteError: recheckLicences,
  description:
    'The regulator is removed, and with it from the markets that accept it. This cannot be undone.',
})
