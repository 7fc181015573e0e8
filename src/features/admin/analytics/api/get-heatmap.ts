/**
 * Clicks by weekday and hour of the period, in the reporting time zone. The database computes
 * every figure (20261124000900_reports.sql; RLS and the function's own check answer admins and
 * analysts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Database } from '@/integrations/supabase/types'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { DateRange } from '../../components/traffic/filters'
import { analyticsKeys, type ReportFilters } from '../../components/reporting/keys'
import { reportQuery } from '../../components/reporting/api/report-query'

export type HeatmapRow = Database['public']['Functions']['report_heatmap']['Returns'][number]

export async function getHeatmap(
  range: DateRange,
  filters: ReportFilters,
  signal: AbortSignal,
): Promise<HeatmapRow[]> {
  return unwrap(
    await supabase
      .rpc('report_heatmap', { p_from: range.from, p_to: range.to, p_filters: filters })
      .abortSignal(signal),
  )
}

export const heatmapQueryOptions = (range: DateRange, filters: ReportFilters) =>
  queryOptions({
    ...reportQuery,
    queryKey: analyticsKeys.report('heatmap', range, filters),
    queryFn: ({ signal }) => getHeatmap(range, filters, signal),
  })

export function useHeatmap(range: DateRange, filters: ReportFilters) {
  return useQuery(heatmapQueryOptions(range, filters))
}
