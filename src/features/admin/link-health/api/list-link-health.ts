/**
 * One page of the Link health list: public.brand_link_health (every brand with its market
 * and its latest check), searched by the brand's name or slug, filtered by state ('Not
 * checked': no check yet) and market, sorted by the database. Brands never checked sort
 * last whatever the order.
 */
import type {
  FetchPage,
  FilterDefinition,
  ListStateOptions,
} from '../../components/data-table/query'
import { countOption, pagedQuery, searchAny } from '../../components/data-table/query'
import { supabase } from '@/lib/supabase'
import {
  LINK_STATES,
  linkState,
  NOT_CHECKED,
  problemsOf,
  STATE_LABELS,
  type LinkProblem,
  type LinkState,
} from '../link-state'

const COLUMNS =
  'brand_id, brand_name, brand_slug, is_active, market_name, market_slug, link_paused_at, link_pause_reason, checked_at, state, problems, final_url, final_status, click_id_kept, offer_found, response_ms'

export type LinkHealthRow = {
  brand_id: string
  brand_name: string
  brand_slug: string
  is_active: boolean
  market_name: string
  market_slug: string
  /** Set while the monitor keeps the brand out of its market (a Broken check). */
  link_paused_at: string | null
  link_pause_reason: string | null
  /** The latest check; all null while the brand was never checked. */
  checked_at: string | null
  state: LinkState | null
  problems: LinkProblem[]
  final_url: string | null
  final_status: number | null
  click_id_kept: boolean | null
  offer_found: boolean | null
  response_ms: number | null
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const filters: FilterDefinition[] = [
  {
    key: 'state',
    label: 'State',
    options: ([...LINK_STATES, NOT_CHECKED] as const).map((value) => ({
      value,
      label: STATE_LABELS[value],
    })),
  },
  // Options come from the database (LinkHealthTable's filterOptions).
  {
    key: 'market',
    label: 'Market',
    options: [],
    accepts: (value) => value.length <= 100 && SLUG.test(value),
  },
]

export const linkHealthListOptions: ListStateOptions = {
  sortKeys: ['brand_name', 'market_name', 'state', 'final_status', 'checked_at'],
  filters,
  defaultSort: { sort: 'brand_name', order: 'asc' },
}

const SEARCH = ['brand_name', 'brand_slug'] as const

export const fetchLinkHealthPage: FetchPage<LinkHealthRow> = async (
  state,
  { from, to },
  options,
) => {
  let query = supabase.from('brand_link_health').select(COLUMNS, countOption(options))
  if (state.q) query = query.or(searchAny(state.q, SEARCH))
  const wanted = state.filters.state
  if (wanted === NOT_CHECKED) query = query.is('state', null)
  else if (wanted) query = query.eq('state', wanted)
  if (state.filters.market) query = query.eq('market_slug', state.filters.market)
  // The view has no id column: the brand's id breaks ties, so rows never move between pages.
  const page = await pagedQuery(query, state, { from, to }, options, 'brand_name', {
    tieBreaker: 'brand_id',
    nullsLast: true,
  })
  const rows = page.rows.map((row): LinkHealthRow => ({
    brand_id: row.brand_id ?? '',
    brand_name: row.brand_name ?? '',
    brand_slug: row.brand_slug ?? '',
    is_active: row.is_active ?? false,
    market_name: row.market_name ?? '',
    market_slug: row.market_slug ?? '',
    link_paused_at: row.link_paused_at,
    link_pause_reason: row.link_pause_reason,
    checked_at: row.checked_at,
    state: linkState(row.state),
    problems: problemsOf(row.problems),
    final_url: row.final_url,
    final_status: row.final_status,
    click_id_kept: row.click_id_kept,
    offer_found: row.offer_found,
    response_ms: row.response_ms,
  }))
  return { rows, total: page.total }
}
