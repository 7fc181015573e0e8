/**
 * One page of Outgoing Clicks from the admin_click_log view, newest first (the traffic
 * logs' page, components/traffic-log/api/log-page.ts): the URL contract of
 * components/traffic/filters.ts plus the log's own quality, suspicious, bot and linked keys.
 */
import type { AdminSupabaseClient } from '../../auth/api/database'
import type { FetchPage } from '../../components/data-table/query'
import { logCountFetcher, type FetchCount } from '../../components/traffic-log/api/log-count'
import {
  logListOptions,
  logPageFetcher,
  type LogCountOption,
  type LogPage,
} from '../../components/traffic-log/api/log-page'
import { CONTRACT_FILTERS, yesNoFilter } from '../../components/traffic-log/log-filters'
import {
  QUALITY_BANDS,
  QUALITY_OPTIONS,
  type QualityBand,
} from '../../components/traffic-log/quality'
import type { ClickListRow } from '../../components/traffic-log/click-row'

export const CLICK_LIST_COLUMNS =
  'id, click_time, click_id, brand_id, brand_name, brand_slug, country, city, device_type, browser, os, source, medium, campaign, social_source, referrer_host, page_url, page_path, landing_page, card_position, traffic_quality_score, is_suspicious, is_bot_filtered, is_linked, click_in_id, converted'

/** The only order a million rows can be paged in fast: click_time, over its index. */
const TIME_SORT = 'click_time'

export const clickListOptions = logListOptions(TIME_SORT, [
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
])

const selectClicks = (client: AdminSupabaseClient, count?: LogCountOption) =>
  client.from('admin_click_log').select(CLICK_LIST_COLUMNS, count)

const clickLogPage: LogPage<ReturnType<typeof selectClicks>> = {
  select: selectClicks,
  time: TIME_SORT,
  equal: {
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
  },
  flags: {
    suspicious: 'is_suspicious',
    bot: 'is_bot_filtered',
    linked: 'is_linked',
    converted: 'converted',
  },
  search: ['click_id', 'brand_name', 'ip', 'user_id', 'session_id', 'page_url'],
  narrow: (query, state, traffic) => {
    // A category names the clicked brand's categories, as Analytics reads it.
    if (traffic.category) query = query.contains('category_slugs', [traffic.category])
    const band = QUALITY_BANDS[state.filters.quality as QualityBand] as
      (typeof QUALITY_BANDS)[QualityBand] | undefined
    if (band) {
      query = query.gte('traffic_quality_score', band.min).lte('traffic_quality_score', band.max)
    }
    // Humans, as Analytics counts them: clicks the bot filter kept (score 30 or more).
    if (traffic.traffic === 'humans') query = query.eq('is_bot_filtered', false)
    return query
  },
}

/** The page fetch over `client` (the admin's; a test's signed-in client). */
export const clickPageFetcher: (client: AdminSupabaseClient) => FetchPage<ClickListRow> =
  logPageFetcher(clickLogPage)

/**
 * The count over `client`: report_summary counts clicks by every contract key (the humans
 * among them with `traffic=humans`); the quality band and the yes/no keys are the log's own.
 */
export const clickCountFetcher: (client: AdminSupabaseClient) => FetchCount = logCountFetcher(
  clickLogPage,
  {
    keys: [
      'brand',
      'browser',
      'campaign',
      'category',
      'converted',
      'country',
      'device',
      'landing',
      'medium',
      'os',
      'position',
      'referrer',
      'social',
      'source',
      'traffic',
    ],
    figure: (summary, traffic) =>
      traffic.traffic === 'humans' ? summary.clicks : summary.all_clicks,
  },
)
