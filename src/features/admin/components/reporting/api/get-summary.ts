/**
 * The period's headline figures (sessions, clicks, conversions, revenue and their rates). The
 * database computes every figure (20261124000900_reports.sql; RLS and the function's own check
 * answer admins and analysts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Database } from '@/integrations/supabase/types'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { DateRange } from '../../traffic/filters'
import { analyticsKeys, type ReportFilters } from '../keys'
import { reportQuery } from './report-query'

export type SummaryRow = Database['public']['Functions']['report_summary']['Returns'][number]

export async function getSummary(
  range: DateRange,
  filters: ReportFilters,
  signal: AbortSignal,
): Promise<SummaryRow[]> {
  return unwrap(
    await supabase
      .rpc('report_summary', { p_from: range.from, p_to: range.to, p_filters: filters })
      .abortSignal(signal),
  )
}

export const summaryQueryOptions = (range: DateRange, filters: ReportFilters) =>
  queryOptions({
    ...reportQuery,
    queryKey: analyticsKeys.report('summary', range, filters),
    queryFn: ({ signal }) => getSummary(range, filters, signal),
  })

export function useSummary(range: DateRange, filters: ReportFilters) {
  return useQuery(summaryQueryOptions(range, filters))
}
