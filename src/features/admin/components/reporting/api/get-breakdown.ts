/**
 * One dimension of the period's traffic (brand, country, device, ...), ranked and cut to its
 * first rows by the database (report_breakdown, 20261124000900_reports.sql; RLS and the
 * function's own check answer admins and analysts).
 */
import { useQuery } from '@tanstack/react-query'
import type {
  BreakdownKey,
  BreakdownOrder,
} from '../../../../../../supabase/functions/_shared/analytics-view.ts'
import type { DateRange } from '../../traffic/filters'
import { analyticsKeys, type ReportFilters } from '../keys'
import { reportQuery } from './report-query'
import { rpcQueryOptions, type RpcRow } from './rpc-query'

export type BreakdownRow = RpcRow<'report_breakdown'>

export {
  BREAKDOWNS,
  type BreakdownKey,
  type BreakdownOrder,
} from '../../../../../../supabase/functions/_shared/analytics-view.ts'

export type BreakdownRequest = { order?: BreakdownOrder; limit?: number }

export const breakdownQueryOptions = (
  dimension: BreakdownKey,
  range: DateRange,
  filters: ReportFilters,
  { order = 'clicks', limit = 50 }: BreakdownRequest = {},
) =>
  rpcQueryOptions({
    ...reportQuery,
    queryKey: analyticsKeys.report('breakdown', range, filters, `${dimension}:${order}:${limit}`),
    fn: 'report_breakdown',
    args: {
      p_dimension: dimension,
      p_from: range.from,
      p_to: range.to,
      p_filters: filters,
      p_limit: limit,
      p_order: order,
    },
  })

export function useBreakdown(
  dimension: BreakdownKey,
  range: DateRange,
  filters: ReportFilters,
  request: BreakdownRequest = {},
) {
  return useQuery(breakdownQueryOptions(dimension, range, filters, request))
}
