/**
 * One page of the admin's category list, searched, filtered and sorted by the database,
 * with the number of brands tagged with each category (an embedded count).
 */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { ACTIVE_FILTER, listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const CATEGORY_LIST_COLUMNS =
  'id, name, slug, icon, sort_order, is_active, updated_at, brand_categories(count)'

export const categoryListOptions: ListStateOptions = {
  sortKeys: ['sort_order', 'name', 'slug', 'is_active', 'updated_at'],
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchCategoryPage = listPageFetcher({
  select: (count) => supabase.from('categories').select(CATEGORY_LIST_COLUMNS, count),
  list: categoryListOptions,
  search: ['name', 'slug'],
  row: ({ brand_categories, ...row }) => ({
    ...row,
    brand_count: brand_categories[0]?.count ?? 0,
  }),
})

export type CategoryListRow = PageRowOf<typeof fetchCategoryPage>
