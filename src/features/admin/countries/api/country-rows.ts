/** The countries as their form, list and delete read and change them (sectionRows). */
import type { Tables } from '@/integrations/supabase/types'
import { sectionRows } from '../../components/form/api/section-rows'
import { countryKeys } from '../keys'
import { countriesSection } from '../section'

export type CountryRow = Tables<'countries'>

export const countryRows = sectionRows(countriesSection, countryKeys, {
  name: (row) => row.name,
})
