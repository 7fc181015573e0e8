/** One page of the admin's code snippet list, searched, filtered and sorted by the database. */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { ACTIVE_FILTER, listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const SNIPPET_LIST_COLUMNS =
  'id, name, description, location, allowed_origins, is_active, sort_order, updated_at'

export const snippetListOptions: ListStateOptions = {
  sortKeys: ['sort_order', 'name', 'location', 'is_active', 'updated_at'],
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchSnippetPage = listPageFetcher({
  select: (count) => supabase.from('code_snippets').select(SNIPPET_LIST_COLUMNS, count),
  list: snippetListOptions,
  search: ['name', 'description'],
})

export type SnippetListRow = PageRowOf<typeof fetchSnippetPage>
