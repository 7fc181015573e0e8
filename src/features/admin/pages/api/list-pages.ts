/** One page of the admin's page list, searched, filtered and sorted by the database. */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { booleanFilter, listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const PAGE_LIST_COLUMNS =
  'id, title, slug, is_published, show_in_footer, sort_order, updated_at'

export const PUBLISHED_FILTER = booleanFilter(
  'published',
  'Published',
  'Published',
  'Draft',
  'is_published',
)

export const pageListOptions: ListStateOptions = {
  sortKeys: ['sort_order', 'title', 'slug', 'is_published', 'updated_at'],
  filters: [PUBLISHED_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchPageList = listPageFetcher({
  select: (count) => supabase.from('pages').select(PAGE_LIST_COLUMNS, count),
  list: pageListOptions,
  search: ['title', 'slug'],
})

export type PageListRow = PageRowOf<typeof fetchPageList>
