/**
 * The postback log: one page of `postbacks`, newest first, with its source and the click
 * it is linked to (brand, session). Filters: status, event type, source, brand, currency,
 * test or real; the search finds a transaction id, click id or IP.
 */
import type {
  FetchPage,
  FilterDefinition,
  ListStateOptions,
} from '../../components/data-table/query'
import {
  booleanFilter,
  booleanFilterValue,
  countOption,
  pagedQuery,
  searchAny,
} from '../../components/data-table/query'
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'
import { postbackLogKeys } from '../keys'
import { EVENT_TYPE_LABELS, EVENT_TYPES, POSTBACK_STATUSES } from '../postback-fields'

export type PostbackLogRow = Tables<'postbacks'> & {
  postback_sources: { name: string; slug: string } | null
  brand_clicks_history: {
    click_id: string
    brand_id: string | null
    brand_name: string | null
    session_id: string | null
  } | null
}

export const POSTBACK_LOG_SELECT =
  '*, postback_sources(name, slug), brand_clicks_history(click_id, brand_id, brand_name, session_id)'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const filters: FilterDefinition[] = [
  {
    key: 'status',
    label: 'Status',
    options: POSTBACK_STATUSES.map((status) => ({ value: status, label: status })),
  },
  {
    key: 'event',
    label: 'Event',
    options: EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] })),
  },
  { key: 'source', label: 'Source', options: [], accepts: (value) => UUID.test(value) },
  { key: 'brand', label: 'Brand', options: [], accepts: (value) => UUID.test(value) },
  {
    key: 'currency',
    label: 'Currency',
    options: [],
    accepts: (value) => /^[A-Z]{3}$/.test(value),
  },
  booleanFilter('test', 'Test', 'Test postbacks', 'Real postbacks'),
]

export const postbackLogOptions: ListStateOptions = {
  sortKeys: ['received_at', 'status', 'payout_reporting', 'event_type'],
  filters,
  defaultSort: { sort: 'received_at', order: 'desc' },
}

export const fetchPostbackPage: FetchPage<PostbackLogRow> = async (state, range, options) => {
  const brand = state.filters.brand
  // Filtering on the click's brand needs an inner join with the click.
  const select = brand
    ? POSTBACK_LOG_SELECT.replace('brand_clicks_history(', 'brand_clicks_history!inner(')
    : POSTBACK_LOG_SELECT
  let query = supabase.from('postbacks').select(select, countOption(options))
  if (state.q) query = query.or(searchAny(state.q, ['transaction_id', 'click_id', 'ip']))
  if (state.filters.status) query = query.eq('status', state.filters.status)
  if (state.filters.event) query = query.eq('event_type', state.filters.event)
  if (state.filters.source) query = query.eq('source_id', state.filters.source)
  if (state.filters.currency) query = query.eq('currency', state.filters.currency)
  if (brand) query = query.eq('brand_clicks_history.brand_id', brand)
  const test = booleanFilterValue(state, 'test')
  if (test !== null) query = query.eq('is_test', test)
  const { rows, total } = await pagedQuery(query, state, range, options, 'received_at')
  return { rows: rows as unknown as PostbackLogRow[], total }
}

/** The brands and currencies the log's filters offer. */
export async function listLogFilterChoices(signal: AbortSignal): Promise<{
  brands: { id: string; brand_name: string }[]
  currencies: string[]
}> {
  const [brands, rates] = await Promise.all([
    supabase.from('brands').select('id, brand_name').order('brand_name').abortSignal(signal),
    supabase
      .from('site_settings')
      .select('value')
      .eq('key', 'reporting.currency_rates')
      .abortSignal(signal),
  ])
  const rateMap = (unwrap(rates)[0]?.value ?? {}) as Record<string, unknown>
  return { brands: unwrap(brands), currencies: Object.keys(rateMap).sort() }
}

export const logFilterChoicesQueryOptions = () =>
  queryOptions({
    queryKey: postbackLogKeys.filterChoices(),
    queryFn: ({ signal }) => listLogFilterChoices(signal),
  })

/** One postback, for the detail panel. */
export async function getPostback(id: string, signal: AbortSignal): Promise<PostbackLogRow> {
  const row = unwrap(
    await supabase
      .from('postbacks')
      .select(POSTBACK_LOG_SELECT)
      .eq('id', id)
      .abortSignal(signal)
      .single(),
  )
  return row as unknown as PostbackLogRow
}

export const postbackQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postbackLogKeys.detail(id),
    queryFn: ({ signal }) => getPostback(id, signal),
  })
