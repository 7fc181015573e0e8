/** The regulators as their form, list and delete read and change them (sectionRows). */
import type { Tables } from '@/integrations/supabase/types'
import { sectionRows } from '../../components/form/api/section-rows'
import { regulatorKeys } from '../keys'
import { regulatorsView } from '../views'

export type RegulatorRow = Tables<'regulators'>

export const regulatorRows = sectionRows(regulatorsView, regulatorKeys, {
  name: (row) => row.name,
})
