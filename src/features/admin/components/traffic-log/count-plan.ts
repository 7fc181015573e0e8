/**
 * How a traffic log counts the rows its filters select, as exactly as it can afford (issue
 * 25: "About 100000 rows" for 200,001 clicks). The report functions know exact totals cheaply
 * (the hourly rollups plus the rows past their watermark), so whenever the log's filters are
 * ones they apply the same way, the total is theirs. Otherwise a period of few rows is counted
 * row by row, and a large one is estimated: the period's exact total times the share of it
 * the planner expects the filters to keep. PostgREST's planned count alone is off by a
 * constant factor (the staff policy's `(select has_role(...))` is guessed to keep half the
 * rows, and statistics lag behind a bulk load); that factor is the same in both planned
 * counts, so it cancels in the share. Pure: log-count.ts runs the requests.
 */
import type { ListState } from '../data-table'
import {
  addDays,
  resolvePeriod,
  type DateRange,
  type TrafficFilters,
  type TrafficKey,
} from '../traffic/filters'

/** Periods of at most this many rows are counted row by row when the report cannot. */
export const EXACT_COUNT_LIMIT = 20_000

const PERIOD_KEYS: readonly string[] = ['period', 'from', 'to']

/** 'report' when the report functions count exactly what the log lists, else 'period-share'. */
export function countPlan(
  state: Pick<ListState, 'q' | 'filters'>,
  reportKeys: readonly TrafficKey[],
): 'report' | 'period-share' {
  if (state.q) return 'period-share'
  const narrowing = Object.keys(state.filters).filter((key) => !PERIOD_KEYS.includes(key))
  return narrowing.every((key) => (reportKeys as readonly string[]).includes(key))
    ? 'report'
    : 'period-share'
}

/** The state cut to its period: the rows the estimate's share is taken of. */
export function periodOnly<State extends Pick<ListState, 'q' | 'filters'>>(state: State): State {
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(([key]) => PERIOD_KEYS.includes(key)),
  )
  return { ...state, q: '', filters }
}

/** True when the log's period runs back to its first row (no period, or only an end day). */
export function startsAtFirstRow(traffic: TrafficFilters): boolean {
  return !traffic.period && !traffic.from
}

/**
 * The days a report must cover to hold the log's period: a preset's days; the given days,
 * an open end running past today or back before `first` (the day of the log's first row).
 * An open end reaches one day further than it needs: no row lies beyond it either way, and
 * the count stays exact should the reporting time zone have changed since `today` was read.
 * Null when the period holds no row (the log is empty, or ends before its first row).
 */
export function reportDays(
  traffic: TrafficFilters,
  today: string,
  first: string | null,
): DateRange | null {
  if (traffic.period) return resolvePeriod(traffic, today)
  const to = traffic.to ?? addDays(traffic.from && traffic.from > today ? traffic.from : today, 1)
  const from = traffic.from ?? (first === null ? null : addDays(first, -1))
  return from === null || from > to ? null : { from, to }
}

/**
 * The estimate of the filtered rows: the period's exact total times the planner's share for
 * the filters, never more than the period holds.
 */
export function periodShare(periodTotal: number, plannedFiltered: number, plannedPeriod: number) {
  if (plannedPeriod <= 0) return Math.min(periodTotal, plannedFiltered)
  return Math.min(periodTotal, Math.round((periodTotal * plannedFiltered) / plannedPeriod))
}
