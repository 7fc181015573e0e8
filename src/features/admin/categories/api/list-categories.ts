/**
 * One page of the admin's category list, searched, filtered and sorted by the database,
 * with the number of brands tagged with each category (an embedded count).
 */
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { ACTIVE_FILTER, countOption, listPage } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const CATEGORY_LIST_COLUMNS =
  'id, name, slug, icon, sort_order, is_active, updated_at, brand_categories(count)'

export type CategoryListRow = {
  id: string
  name: string
  slug: string
  icon: string | null
  sort_order: number
  is_active: boolean
  updated_at: string
  brand_count: number
}

const SORT_COLUMNS = ['sort_order', 'name', 'slug', 'is_active', 'updated_at'] as const

export const categoryListOptions: ListStateOptions = {
  sortKeys: SORT_COLUMNS,
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchCategoryPage: FetchPage<CategoryListRow> = async (state, range, options) => {
  const query = supabase.from('categories').select(CATEGORY_LIST_COLUMNS, countOption(options))
  const { rows, total } = await listPage(query, state, range, options, {
    list: categoryListOptions,
    search: ['name', 'slug'],
  })
  return {
    rows: rows.map(({ brand_categories, ...row }) => ({
      ...row,
      brand_count: brand_categories[0]?.count ?? 0,
    })),
    total,
  }
}
