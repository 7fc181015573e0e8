/**
 * One page of Incoming Clicks from the admin_session_log view, newest first: the URL
 * contract's keys that apply to a session (period, country, device, browser, OS, UTM source,
 * medium and campaign, referrer host, landing page, converted) and the log's own (with or
 * without UTM, with or without clicks, bots). `traffic` does not apply: sessions carry no
 * score, and Analytics counts them whatever the traffic filter says. Paged over created_at's
 * index (the traffic logs' page, components/traffic-log/api/log-page.ts).
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
import { CONTRACT_FILTERS, yesNoFilter, yesNoValue } from '../../components/traffic-log/log-filters'

export const SESSION_LIST_COLUMNS =
  'id, created_at, session_id, user_id, country, city, device_type, browser, os, referrer_host, utm_source, utm_medium, utm_campaign, entry_page, time_on_site_sec, click_count, has_bot_clicks, has_suspicious_clicks, converted'

export type SessionListRow = {
  id: string
  created_at: string
  session_id: string
  user_id: string
  country: string | null
  city: string | null
  device_type: string | null
  browser: string | null
  os: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  entry_page: string | null
  time_on_site_sec: number | null
  click_count: number
  has_bot_clicks: boolean
  has_suspicious_clicks: boolean
  converted: boolean
}

const TIME_SORT = 'created_at'

export const sessionListOptions = logListOptions(TIME_SORT, [
  CONTRACT_FILTERS.country,
  CONTRACT_FILTERS.device,
  yesNoFilter('utm', 'UTM', 'With UTM', 'Without UTM'),
  yesNoFilter('clicks', 'Clicks', 'With clicks', 'Without clicks'),
  yesNoFilter('bots', 'Bots', 'Bot sessions', 'No bots'),
  CONTRACT_FILTERS.converted,
  CONTRACT_FILTERS.browser,
  CONTRACT_FILTERS.os,
  CONTRACT_FILTERS.source,
  CONTRACT_FILTERS.medium,
  CONTRACT_FILTERS.campaign,
  CONTRACT_FILTERS.referrer,
  CONTRACT_FILTERS.landing,
])

const selectSessions = (client: AdminSupabaseClient, count?: LogCountOption) =>
  client.from('admin_session_log').select(SESSION_LIST_COLUMNS, count)

const sessionLogPage: LogPage<ReturnType<typeof selectSessions>> = {
  select: selectSessions,
  time: TIME_SORT,
  equal: {
    device: 'device_type',
    browser: 'browser',
    os: 'os',
    source: 'utm_source',
    medium: 'utm_medium',
    campaign: 'utm_campaign',
    referrer: 'referrer_host',
    landing: 'entry_page',
  },
  flags: { clicks: 'has_clicks', bots: 'has_bot_clicks', converted: 'converted' },
  search: ['session_id', 'user_id', 'ip_address', 'entry_page', 'referrer'],
  narrow: (query, state) => {
    const utm = yesNoValue(state, 'utm')
    if (utm === null) return query
    return utm ? query.not('utm_source', 'is', null) : query.is('utm_source', null)
  },
}

/** The page fetch over `client` (the admin's; a test's signed-in client). */
export const sessionPageFetcher: (client: AdminSupabaseClient) => FetchPage<SessionListRow> =
  logPageFetcher(sessionLogPage)

/**
 * The count over `client`: report_summary counts sessions by the contract keys a session
 * carries; converted and the UTM, clicks and bots keys are the log's own.
 */
export const sessionCountFetcher: (client: AdminSupabaseClient) => FetchCount = logCountFetcher(
  sessionLogPage,
  {
    keys: [
      'browser',
      'campaign',
      'country',
      'device',
      'landing',
      'medium',
      'os',
      'referrer',
      'source',
    ],
    figure: (summary) => summary.sessions,
  },
)
