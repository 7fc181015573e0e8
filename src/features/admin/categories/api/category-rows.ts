/** The categories as their form, list and delete read and change them (sectionRows). */
import type { Tables } from '@/integrations/supabase/types'
import { sectionRows } from '../../components/form/api/section-rows'
import { categoryKeys } from '../keys'
import { categoriesSection } from '../section'

export type CategoryRow = Tables<'categories'>

export const categoryRows = sectionRows(categoriesSection, categoryKeys, {
  name: (row) => row.name,
})
