/**
 * One page of the admin's country list, searched, filtered and sorted by the database,
 * with each country's number of brands (an embedded count).
 */
import type { ListStateOptions, PageRowOf } from '../../components/data-table/query'
import { ACTIVE_FILTER, listPageFetcher } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const COUNTRY_LIST_COLUMNS =
  'id, name, slug, flag_icon, language, sort_order, is_active, updated_at, brands(count)'

export const countryListOptions: ListStateOptions = {
  sortKeys: ['sort_order', 'name', 'slug', 'language', 'is_active', 'updated_at'],
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchCountryPage = listPageFetcher({
  select: (count) => supabase.from('countries').select(COUNTRY_LIST_COLUMNS, count),
  list: countryListOptions,
  search: ['name', 'slug'],
  row: ({ brands, ...row }) => ({ ...row, brand_count: brands[0]?.count ?? 0 }),
})

export type CountryListRow = PageRowOf<typeof fetchCountryPage>
