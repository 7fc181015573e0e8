/** The code snippets as their form, list and delete read and change them (sectionRows). */
import type { Tables } from '@/integrations/supabase/types'
import { sectionRows } from '../../components/form/api/section-rows'
import { snippetKeys } from '../keys'
import { codeSnippetsSection } from '../section'

export type SnippetRow = Tables<'code_snippets'>

export const snippetRows = sectionRows(codeSnippetsSection, snippetKeys, {
  name: (row) => row.name,
  conflictNoun: 'code snippet',
})
