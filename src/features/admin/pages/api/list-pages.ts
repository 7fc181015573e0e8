/** One page of the admin's page list, searched, filtered and sorted by the database. */
import type { FetchPage, ListStateOptions } from '../../components/data-table'
import { booleanFilter, booleanFilterValue, searchAny } from '../../components/data-table'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export const PAGE_LIST_COLUMNS =
  'id, title, slug, is_published, show_in_footer, sort_order, updated_at'

export type PageListRow = {
  id: string
  title: string
  slug: string
  is_published: boolean
  show_in_footer: boolean
  sort_order: number
  updated_at: string
}

export const PUBLISHED_FILTER = booleanFilter('published', 'Published', 'Published', 'Draft')

const SORT_COLUMNS = ['sort_order', 'title', 'slug', 'is_published', 'updated_at'] as const

export const pageListOptions: ListStateOptions = {
  sortKeys: SORT_COLUMNS,
  filters: [PUBLISHED_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchPageList: FetchPage<PageListRow> = async (
  state,
  { from, to },
  { signal, count },
) => {
  let query = supabase
    .from('pages')
    .select(PAGE_LIST_COLUMNS, count ? { count: 'exact' } : undefined)
  if (state.q) query = query.or(searchAny(state.q, ['title', 'slug']))
  const published = booleanFilterValue(state, 'published')
  if (published !== null) query = query.eq('is_published', published)
  query = query
    .order(state.sort ?? 'sort_order', { ascending: state.order === 'asc' })
    // A unique tie-breaker keeps rows from moving between pages (and the export complete).
    .order('id', { ascending: true })
    .range(from, to)
  if (signal) query = query.abortSignal(signal)
  const result = await query
  return { rows: unwrap(result), total: count ? result.count : null }
}
