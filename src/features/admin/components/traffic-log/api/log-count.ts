/**
 * A traffic log's row count, as count-plan.ts decides it: report_summary's exact total, an
 * exact count of a small period's rows, or the period's share. A request of its own beside
 * the page (data-table.tsx), so the rows never wait for it and paging does not count again.
 * Loads no UI: the integration tests run it in Node, signed in as each role.
 */
import { unwrap } from '@/lib/result'
import type { AdminSupabaseClient } from '../../../auth/api/database'
import type { ListState } from '../../data-table/query'
import type { RowCount } from '../../data-table/row-count'
import {
  todayIn,
  toReportFilters,
  type TrafficFilters,
  type TrafficKey,
} from '../../traffic/filters'
import {
  countPlan,
  EXACT_COUNT_LIMIT,
  periodOnly,
  periodShare,
  reportDays,
  startsAtFirstRow,
} from '../count-plan'
import { trafficFiltersOf } from '../log-filters'
import { periodBounds } from '../resolve-filters'
import { filteredLogQuery, type LogCountOption, type LogPage, type LogQuery } from './log-page'

type Summary = { period: string | null } & Record<'sessions' | 'clicks' | 'all_clicks', number>

/** What the report functions know of a log. */
export type LogReport = {
  /** The contract keys they apply to the log's rows exactly as the log's page does. */
  keys: readonly TrafficKey[]
  /** The log's rows among report_summary's figures for the period. */
  figure: (summary: Summary, traffic: TrafficFilters) => number
}

export type FetchCount = (state: ListState, signal: AbortSignal) => Promise<RowCount>

export function logCountFetcher<Query extends LogQuery<Query>>(
  log: LogPage<Query>,
  report: LogReport,
) {
  return (client: AdminSupabaseClient): FetchCount =>
    async (state, signal) => {
      const requestCount = async (counted: ListState, count: LogCountOption['count']) => {
        const { query } = await filteredLogQuery(log, client, counted, { count, head: true })
        const result = await query.abortSignal(signal)
        unwrap(result)
        return result.count ?? 0
      }

      /** The exact total of the rows `counted` selects, which the report can count. */
      async function reportTotal(counted: ListState): Promise<number> {
        const traffic = trafficFiltersOf(counted)
        // A preset's days are the reporting time zone's (as the page's bounds); an open end
        // reaches a day further than it must (reportDays), so any zone's today will do.
        const timeZone = traffic.period
          ? (await periodBounds(client, { period: traffic.period })).timeZone
          : 'UTC'
        const first = startsAtFirstRow(traffic) ? await firstDay(timeZone) : null
        const days = reportDays(traffic, todayIn(timeZone), first)
        if (days === null) return 0
        const rows = unwrap(
          await client
            .rpc('report_summary', {
              p_from: days.from,
              p_to: days.to,
              p_filters: toReportFilters(traffic),
            })
            .abortSignal(signal),
        ) as Summary[]
        const current = rows.find((row) => row.period === 'current')
        return current ? report.figure(current, traffic) : 0
      }

      /** The day of the log's first row in the reporting time zone, or null when it has none. */
      async function firstDay(timeZone: string): Promise<string | null> {
        const rows = unwrap(
          await log
            .select(client)
            .order(log.time, { ascending: true })
            .limit(1)
            .abortSignal(signal),
        ) as Record<string, string>[]
        const time = rows[0]?.[log.time]
        return time ? todayIn(timeZone, new Date(time)) : null
      }

      if (countPlan(state, report.keys) === 'report') {
        return { value: await reportTotal(state), exact: true }
      }
      const period = periodOnly(state)
      const periodTotal = await reportTotal(period)
      if (periodTotal <= EXACT_COUNT_LIMIT) {
        return { value: await requestCount(state, 'exact'), exact: true }
      }
      const [filtered, all] = await Promise.all([
        requestCount(state, 'planned'),
        requestCount(period, 'planned'),
      ])
      return { value: periodShare(periodTotal, filtered, all), exact: false }
    }
}
