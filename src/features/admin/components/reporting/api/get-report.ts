/**
 * The period reports, each a database function of the period and the traffic filters
 * (20261124000900_reports.sql; RLS and the function's own check answer admins and analysts):
 * 'summary', the headline figures of the period and of the one before (sessions, clicks,
 * conversions, revenue and their rates); 'timeseries', the figures per day, or per hour for a
 * period of one or two days; 'heatmap', the clicks by weekday and hour in the reporting time
 * zone. The database computes every figure.
 */
import { useQuery } from '@tanstack/react-query'
import type { DateRange } from '../../traffic/filters'
import { analyticsKeys, type ReportFilters } from '../keys'
import { reportQuery } from './report-query'
import { rpcQueryOptions, type RpcRow } from './rpc-query'

export type PeriodReport = 'summary' | 'timeseries' | 'heatmap'

export type SummaryRow = RpcRow<'report_summary'>
export type SeriesRow = RpcRow<'report_timeseries'>
export type HeatmapRow = RpcRow<'report_heatmap'>

export const reportQueryOptions = <Name extends PeriodReport>(
  name: Name,
  range: DateRange,
  filters: ReportFilters,
) =>
  rpcQueryOptions({
    ...reportQuery,
    queryKey: analyticsKeys.report(name, range, filters),
    fn: `report_${name}`,
    args: { p_from: range.from, p_to: range.to, p_filters: filters },
  })

/** The report `name` of the period `range`, narrowed by `filters`. */
export function useReport<Name extends PeriodReport>(
  name: Name,
  range: DateRange,
  filters: ReportFilters,
) {
  return useQuery(reportQueryOptions(name, range, filters))
}
