/** The site's pages as their form, list and delete read and change them (sectionRows). */
import type { Tables } from '@/integrations/supabase/types'
import { sectionRows } from '../../components/form/api/section-rows'
import { pageKeys } from '../keys'
import { pagesSection } from '../section'

export type PageRow = Tables<'pages'>

export const pageRows = sectionRows(pagesSection, pageKeys, { name: (row) => row.title })
