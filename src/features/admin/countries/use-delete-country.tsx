/**
 * Deleting a country with the workbench's delete-with-Undo flow: a country with brands or
 * pages is refused with the spec's message before the dialog opens.
 */
import { toast } from 'sonner'
import { deleteWithUndo, type DeleteTarget } from '../components/form'
import { countryRows } from './api/country-rows'
import {
  DEPENDENCY_CHECK_FAILED,
  dependencyMessage,
  getCountryDependencies,
} from './api/delete-country'

/** Refuses with the spec's message when brands or pages use the country. */
async function checkDependencies(country: DeleteTarget): Promise<boolean> {
  try {
    const dependencies = await getCountryDependencies(country.id)
    if (dependencies.brands === 0 && dependencies.pages === 0) return true
    toast.error(dependencyMessage(country.name, dependencies))
  } catch {
    toast.error(DEPENDENCY_CHECK_FAILED)
  }
  return false
}

export const useDeleteCountry = deleteWithUndo({
  rows: countryRows,
  check: checkDependencies,
  description: 'The country disappears from the site. You can undo this for a few seconds.',
})
