/**
 * One page of Outgoing Clicks from the admin_click_log view, newest first. Every filter is a
 * condition the database applies (the URL contract of components/traffic/filters.ts plus the
 * log's own quality, suspicious, bot, linked keys); paging is a range over click_time's
 * index, and the total PostgREST's planner estimate (exact only below 1000 rows).
 */
import { unwrap } from '@/lib/result'
import type { AdminSupabaseClient } from '../../auth/api/database'
import {
  searchAny,
  type FetchPage,
  type FilterDefinition,
  type ListStateOptions,
} from '../../components/data-table/query'
import { periodRequest } from '../../components/traffic/filters'
import {
  CONTRACT_FILTERS,
  trafficFiltersOf,
  yesNoFilter,
  yesNoValue,
} from '../../components/traffic-log/log-filters'
import {
  QUALITY_BANDS,
  QUALITY_OPTIONS,
  type QualityBand,
} from '../../components/traffic-log/quality'
import type { ClickListRow } from '../../components/traffic-log/click-row'
import { countryName, periodBounds } from '../../components/traffic-log/resolve-filters'

export const CLICK_LIST_COLUMNS =
  'id, click_time, click_id, brand_id, brand_name, brand_slug, country, city, device_type, browser, os, source, medium, campaign, social_source, referrer_host, page_url, page_path, landing_page, card_position, traffic_quality_score, is_suspicious, is_bot_filtered, is_linked, click_in_id, converted'

/** The only order a million rows can be paged in fast: click_time, over its index. */
const TIME_SORT = 'click_time'

const filters: FilterDefinition[] = [
  CONTRACT_FILTERS.period,
  CONTRACT_FILTERS.from,
  CONTRACT_FILTERS.to,
  CONTRACT_FILTERS.brand,
  CONTRACT_FILTERS.country,
  CONTRACT_FILTERS.device,
  { key: 'quality', label: 'Quality', options: QUALITY_OPTIONS },
  yesNoFilter('suspicious', 'Suspicious'),
  yesNoFilter('bot', 'Bot-filtered'),
  yesNoFilter('linked', 'Session', 'Linked', 'Not linked'),
  CONTRACT_FILTERS.converted,
  CONTRACT_FILTERS.traffic,
  CONTRACT_FILTERS.category,
  CONTRACT_FILTERS.browser,
  CONTRACT_FILTERS.os,
  CONTRACT_FILTERS.source,
  CONTRACT_FILTERS.medium,
  CONTRACT_FILTERS.campaign,
  CONTRACT_FILTERS.social,
  CONTRACT_FILTERS.referrer,
  CONTRACT_FILTERS.landing,
  CONTRACT_FILTERS.position,
]

export const clickListOptions: ListStateOptions = {
  sortKeys: [TIME_SORT],
  filters,
  defaultSort: { sort: TIME_SORT, order: 'desc' },
}

/** Text columns where a value equals the URL's (key: contract key). */
const EQUAL_COLUMNS = {
  brand: 'brand_slug',
  device: 'device_type',
  browser: 'browser',
  os: 'os',
  source: 'source',
  medium: 'medium',
  campaign: 'campaign',
  social: 'social_source',
  referrer: 'referrer_host',
  landing: 'page_path',
  position: 'card_position',
} as const

/** Yes/no keys and their boolean columns. */
const FLAG_COLUMNS = {
  suspicious: 'is_suspicious',
  bot: 'is_bot_filtered',
  linked: 'is_linked',
  converted: 'converted',
} as const

/** The page fetch over `client` (the admin's; a test's signed-in client). */
export const clickPageFetcher =
  (client: AdminSupabaseClient): FetchPage<ClickListRow> =>
  async (state, { from, to }, { signal, count }) => {
    const traffic = trafficFiltersOf(state)
    const period = periodRequest(traffic)
    const [bounds, country] = await Promise.all([
      period ? periodBounds(client, period) : null,
      traffic.country ? countryName(client, traffic.country) : null,
    ])
    let query = client
      .from('admin_click_log')
      .select(CLICK_LIST_COLUMNS, count ? { count: 'estimated' } : undefined)
    if (bounds?.startsAt) query = query.gte('click_time', bounds.startsAt)
    if (bounds?.endsAt) query = query.lt('click_time', bounds.endsAt)
    if (country !== null) query = query.eq('country', country)
    // A category names the clicked brand's categories, as Analytics reads it.
    if (traffic.category) query = query.contains('category_slugs', [traffic.category])
    for (const [key, column] of Object.entries(EQUAL_COLUMNS)) {
      const value = traffic[key as keyof typeof EQUAL_COLUMNS]
      if (value !== undefined) query = query.eq(column, value)
    }
    for (const [key, column] of Object.entries(FLAG_COLUMNS)) {
      const value = yesNoValue(state, key)
      if (value !== null) query = query.eq(column, value)
    }
    const band = QUALITY_BANDS[state.filters.quality as QualityBand] as
      (typeof QUALITY_BANDS)[QualityBand] | undefined
    if (band) {
      query = query.gte('traffic_quality_score', band.min).lte('traffic_quality_score', band.max)
    }
    // Humans, as Analytics counts them: clicks the bot filter kept (score 30 or more).
    if (traffic.traffic === 'humans') query = query.eq('is_bot_filtered', false)
    if (state.q) {
      query = query.or(
        searchAny(state.q, ['click_id', 'brand_name', 'ip', 'user_id', 'session_id', 'page_url']),
      )
    }
    query = query
      .order(TIME_SORT, { ascending: state.order === 'asc' })
      // A unique tie-breaker keeps rows from moving between pages (and the export complete).
      .order('id', { ascending: state.order === 'asc' })
      .range(from, to)
    if (signal) query = query.abortSignal(signal)
    const result = await query
    return { rows: unwrap(result) as ClickListRow[], total: count ? result.count : null }
  }
