/** One page of the admin's page list, searched, filtered and sorted by the database. */
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { booleanFilter, countOption, listPage } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

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

export const PUBLISHED_FILTER = booleanFilter(
  'published',
  'Published',
  'Published',
  'Draft',
  'is_published',
)

const SORT_COLUMNS = ['sort_order', 'title', 'slug', 'is_published', 'updated_at'] as const

export const pageListOptions: ListStateOptions = {
  sortKeys: SORT_COLUMNS,
  filters: [PUBLISHED_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchPageList: FetchPage<PageListRow> = async (state, range, options) => {
  const query = supabase.from('pages').select(PAGE_LIST_COLUMNS, countOption(options))
  return listPage(query, state, range, options, {
    list: pageListOptions,
    search: ['title', 'slug'],
  })
}
