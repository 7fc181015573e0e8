/**
 * One page of a traffic log's view (Outgoing Clicks, Incoming Clicks), newest first. Every
 * filter is a condition the database applies: the period's bounds on the log's time, the
 * country by its stored name, the URL contract's keys that equal a column, the log's own
 * yes/no keys, then the log's own conditions and the search. Paging is a range over the
 * time's index (id breaking ties, so rows never move between pages and the export is
 * complete); the count is log-count.ts's. The client is an argument, so the integration
 * tests run the very query signed in as each role. Loads no UI: the fetchers run in Node too.
 */
import { unwrap, type ErrorLike } from '@/lib/result'
import type { AdminSupabaseClient } from '../../../auth/api/database'
import {
  searchAny,
  type FetchPage,
  type FilterDefinition,
  type ListState,
  type ListStateOptions,
} from '../../data-table/query'
import { periodRequest, type TrafficFilters, type TrafficKey } from '../../traffic/filters'
import { CONTRACT_FILTERS, trafficFiltersOf, yesNoValue } from '../log-filters'
import { countryName, periodBounds } from '../resolve-filters'

type LogResult = ({ error: null; data: unknown } | { error: ErrorLike; data: null }) & {
  count: number | null
  status: number
}

/** What a log's page does to its query (postgrest-js's filter builder has these). */
export interface LogQuery<Query> extends PromiseLike<LogResult> {
  gte(column: string, value: unknown): Query
  lt(column: string, value: unknown): Query
  eq(column: string, value: string | number | boolean): Query
  or(filters: string): Query
  order(column: string, options: { ascending: boolean }): Query
  range(from: number, to: number): Query
  limit(count: number): Query
  abortSignal(signal: AbortSignal): Query
}

/** How a count-only request counts (a HEAD request: no rows). */
export type LogCountOption = { count: 'exact' | 'planned'; head: true }

export type LogPage<Query extends LogQuery<Query>> = {
  /** The view's select; with `count`, a count-only request. */
  select: (client: AdminSupabaseClient, count?: LogCountOption) => Query
  /** The time column: the period's bounds and the order. */
  time: string
  /** Contract keys and the columns that must equal them. */
  equal: Readonly<Partial<Record<TrafficKey, string>>>
  /** The log's yes/no keys and their boolean columns. */
  flags: Readonly<Record<string, string>>
  /** The columns the search box looks in. */
  search: readonly string[]
  /** The log's own conditions. */
  narrow?: (query: Query, state: ListState, traffic: TrafficFilters) => Query
}

/**
 * A log's list state: newest first by its time (over the time's index, the only order a
 * million rows page in fast), filtered by the period (every log's page is cut by it) and then
 * by `filters`. Module-level, as every list's options.
 */
export function logListOptions(
  time: string,
  filters: readonly FilterDefinition[],
): ListStateOptions {
  return {
    sortKeys: [time],
    filters: [CONTRACT_FILTERS.period, CONTRACT_FILTERS.from, CONTRACT_FILTERS.to, ...filters],
    defaultSort: { sort: time, order: 'desc' },
  }
}

/**
 * The log's rows the list state selects, unordered and unpaged; wrapped, as a promise of the
 * query itself would run it.
 */
export async function filteredLogQuery<Query extends LogQuery<Query>>(
  log: LogPage<Query>,
  client: AdminSupabaseClient,
  state: ListState,
  count?: LogCountOption,
): Promise<{ query: Query }> {
  const traffic = trafficFiltersOf(state)
  const period = periodRequest(traffic)
  const [bounds, country] = await Promise.all([
    period ? periodBounds(client, period) : null,
    traffic.country ? countryName(client, traffic.country) : null,
  ])
  let query = log.select(client, count)
  if (bounds?.startsAt) query = query.gte(log.time, bounds.startsAt)
  if (bounds?.endsAt) query = query.lt(log.time, bounds.endsAt)
  if (country !== null) query = query.eq('country', country)
  for (const [key, column] of Object.entries(log.equal) as [TrafficKey, string][]) {
    const value = traffic[key]
    if (value !== undefined) query = query.eq(column, value)
  }
  for (const [key, column] of Object.entries(log.flags)) {
    const value = yesNoValue(state, key)
    if (value !== null) query = query.eq(column, value)
  }
  if (log.narrow) query = log.narrow(query, state, traffic)
  if (state.q) query = query.or(searchAny(state.q, log.search))
  return { query }
}

/**
 * The page fetch of `log` over a client (the admin's; a test's signed-in client). It never
 * counts: the log's count is a request of its own (log-count.ts).
 *
 * @example
 * export const sessionPageFetcher: (client: AdminSupabaseClient) => FetchPage<SessionListRow> =
 *   logPageFetcher({ select: (client, count) => client.from('admin_session_log').select(…),
 *     time: 'created_at', equal: { device: 'device_type' }, flags: {}, search: ['session_id'] })
 */
export function logPageFetcher<Row, Query extends LogQuery<Query>>(log: LogPage<Query>) {
  return (client: AdminSupabaseClient): FetchPage<Row> =>
    async (state, { from, to }, { signal }) => {
      let { query } = await filteredLogQuery(log, client, state)
      query = query
        .order(log.time, { ascending: state.order === 'asc' })
        .order('id', { ascending: state.order === 'asc' })
        .range(from, to)
      if (signal) query = query.abortSignal(signal)
      return { rows: unwrap(await query) as Row[], total: null }
    }
}
