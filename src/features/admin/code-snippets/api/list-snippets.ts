/** One page of the admin's code snippet list, searched, filtered and sorted by the database. */
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { ACTIVE_FILTER, countOption, listPage } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const SNIPPET_LIST_COLUMNS =
  'id, name, description, location, allowed_origins, is_active, sort_order, updated_at'

export type SnippetListRow = {
  id: string
  name: string
  description: string | null
  location: string
  allowed_origins: string[]
  is_active: boolean
  sort_order: number
  updated_at: string
}

const SORT_COLUMNS = ['sort_order', 'name', 'location', 'is_active', 'updated_at'] as const

export const snippetListOptions: ListStateOptions = {
  sortKeys: SORT_COLUMNS,
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchSnippetPage: FetchPage<SnippetListRow> = async (state, range, options) => {
  const query = supabase.from('code_snippets').select(SNIPPET_LIST_COLUMNS, countOption(options))
  return listPage(query, state, range, options, {
    list: snippetListOptions,
    search: ['name', 'description'],
  })
}
