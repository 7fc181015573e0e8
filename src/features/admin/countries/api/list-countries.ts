/**
 * One page of the admin's country list, searched, filtered and sorted by the database,
 * with each country's number of brands (an embedded count).
 */
import type { FetchPage, ListStateOptions } from '../../components/data-table/query'
import { ACTIVE_FILTER, countOption, listPage } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

export const COUNTRY_LIST_COLUMNS =
  'id, name, slug, flag_icon, language, sort_order, is_active, updated_at, brands(count)'

export type CountryListRow = {
  id: string
  name: string
  slug: string
  flag_icon: string | null
  language: string | null
  sort_order: number
  is_active: boolean
  updated_at: string
  brand_count: number
}

const SORT_COLUMNS = ['sort_order', 'name', 'slug', 'language', 'is_active', 'updated_at'] as const

export const countryListOptions: ListStateOptions = {
  sortKeys: SORT_COLUMNS,
  filters: [ACTIVE_FILTER],
  defaultSort: { sort: 'sort_order', order: 'asc' },
}

export const fetchCountryPage: FetchPage<CountryListRow> = async (state, range, options) => {
  const query = supabase.from('countries').select(COUNTRY_LIST_COLUMNS, countOption(options))
  const { rows, total } = await listPage(query, state, range, options, {
    list: countryListOptions,
    search: ['name', 'slug'],
  })
  return {
    rows: rows.map(({ brands, ...row }) => ({ ...row, brand_count: brands[0]?.count ?? 0 })),
    total,
  }
}
