/**
 * The period's figures per day, or per hour for a period of one or two days. The database
 * computes every figure (20261124000900_reports.sql; RLS and the function's own check answer
 * admins and analysts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Database } from '@/integrations/supabase/types'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { DateRange } from '../../traffic/filters'
import { analyticsKeys, type ReportFilters } from '../keys'
import { reportQuery } from './report-query'

export type SeriesRow = Database['public']['Functions']['report_timeseries']['Returns'][number]

export async function getTimeseries(
  range: DateRange,
  filters: ReportFilters,
  signal: AbortSignal,
): Promise<SeriesRow[]> {
  return unwrap(
    await supabase
      .rpc('report_timeseries', { p_from: range.from, p_to: range.to, p_filters: filters })
      .abortSignal(signal),
  )
}

export const timeseriesQueryOptions = (range: DateRange, filters: ReportFilters) =>
  queryOptions({
    ...reportQuery,
    queryKey: analyticsKeys.report('timeseries', range, filters),
    queryFn: ({ signal }) => getTimeseries(range, filters, signal),
  })

export function useTimeseries(range: DateRange, filters: ReportFilters) {
  return useQuery(timeseriesQueryOptions(range, filters))
}
