/**
 * One page of the admin's brand list, searched, filtered and sorted by the database. The
 * country and category filters are slugs (readable links); a category keeps the brands
 * tagged with it through an inner embed of brand_categories' categories. 'Not listable in
 * {market}' (`?unlisted=<country slug>`, or `any` for every market) keeps the brands whose
 * market_block is set, read with each row.
 */
import type {
  FetchPage,
  FilterDefinition,
  ListStateOptions,
} from '../../components/data-table/query'
import {
  ACTIVE_FILTER,
  booleanFilter,
  countOption,
  listPage,
} from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'

const LIST_COLUMNS =
  'id, brand_name, brand_slug, brand_logo_url, destination_url, sort_order, editor_score, user_rating, is_active, is_editors_choice, is_trending, updated_at, country_id, market_block, country:countries!inner(name, slug)'

export type BrandListRow = {
  id: string
  brand_name: string
  brand_slug: string
  brand_logo_url: string | null
  destination_url: string | null
  sort_order: number
  editor_score: number
  user_rating: number | null
  is_active: boolean
  is_editors_choice: boolean
  is_trending: boolean
  updated_at: string
  country_id: string
  /** Why the brand is not listable in its market today (market-block.ts), or null. */
  market_block: string | null
  country: { name: string; slug: string }
}

/** The list's position column: the ranking order. */
export const POSITION_SORT = 'sort_order'

const SORT_COLUMNS = [
  POSITION_SORT,
  'brand_name',
  'editor_score',
  'user_rating',
  'is_active',
  'updated_at',
] as const

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const acceptsSlug = (value: string) => value.length <= 100 && SLUG.test(value)

/** The 'Not listable in' filter's value for every market at once. */
export const ANY_MARKET = 'any'

const filters: FilterDefinition[] = [
  // Options come from the database (BrandsTable's filterOptions).
  { key: 'country', label: 'Country', options: [], accepts: acceptsSlug },
  { key: 'category', label: 'Category', options: [], accepts: acceptsSlug },
  // Options: 'Not listable in {market}' per country (BrandsTable's filterOptions).
  {
    key: 'unlisted',
    label: 'Listable',
    options: [],
    accepts: acceptsSlug,
    // Before the countries load, or beside another country's filter.
    valueLabel: (value) =>
      value === ANY_MARKET ? 'Not listable in its market' : `Not listable in ${value}`,
  },
  ACTIVE_FILTER,
  booleanFilter('editors_choice', "Editor's choice", 'Yes', 'No', 'is_editors_choice'),
  booleanFilter('trending', 'Trending', 'Yes', 'No', 'is_trending'),
]

export const brandListOptions: ListStateOptions = {
  sortKeys: SORT_COLUMNS,
  filters,
  defaultSort: { sort: POSITION_SORT, order: 'asc' },
}

export const fetchBrandPage: FetchPage<BrandListRow> = async (state, range, options) => {
  const category = state.filters.category
  const columns = category ? `${LIST_COLUMNS}, categories!inner(slug)` : LIST_COLUMNS
  let query = supabase.from('brands').select(columns, countOption(options))
  if (state.filters.country) query = query.eq('country.slug', state.filters.country)
  if (category) query = query.eq('categories.slug', category)
  const unlisted = state.filters.unlisted
  if (unlisted) {
    query = query.not('market_block', 'is', null)
    if (unlisted !== ANY_MARKET) query = query.eq('country.slug', unlisted)
  }
  const { rows, total } = await listPage(query, state, range, options, {
    list: brandListOptions,
    search: ['brand_name', 'brand_slug'],
  })
  return {
    rows: (rows as unknown as (BrandListRow & { categories?: unknown })[]).map(
      ({ categories: _categories, ...row }) => row,
    ),
    total,
  }
}
