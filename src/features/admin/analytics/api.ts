/**
 * The Analytics page's reads: the report functions of migration 20261124000900_reports.sql (the
 * database computes every figure; RLS and the functions' own check answer admins and analysts
 * only) and the option lists of the filters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { Database } from '@/integrations/supabase/types'
import type { DateRange } from '../traffic/filters'

type Functions = Database['public']['Functions']
export type SummaryRow = Functions['report_summary']['Returns'][number]
export type SeriesRow = Functions['report_timeseries']['Returns'][number]
export type HeatmapRow = Functions['report_heatmap']['Returns'][number]
export type BreakdownRow = Functions['report_breakdown']['Returns'][number]

export const BREAKDOWNS = [
  { key: 'brand', label: 'Brand' },
  { key: 'country', label: 'Country' },
  { key: 'device', label: 'Device' },
  { key: 'browser', label: 'Browser' },
  { key: 'os', label: 'OS' },
  { key: 'source', label: 'Source' },
  { key: 'campaign', label: 'UTM campaign' },
  { key: 'landing', label: 'Landing page' },
  { key: 'position', label: 'Card position' },
] as const
export type BreakdownKey = (typeof BREAKDOWNS)[number]['key']

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  timeZone: () => [...analyticsKeys.all, 'time-zone'] as const,
  currency: () => [...analyticsKeys.all, 'currency'] as const,
  options: () => [...analyticsKeys.all, 'options'] as const,
  /** Without `extra`, also the prefix of every key of that report with one (e.g. each breakdown). */
  report: (name: string, range: DateRange, filters: Record<string, string>, extra?: string) =>
    [...analyticsKeys.all, name, range.from, range.to, filters, ...(extra ? [extra] : [])] as const,
}

/** The reporting time zone (days and hours of every report are cut in it). */
export function useReportingTimeZone() {
  return useQuery({
    queryKey: analyticsKeys.timeZone(),
    queryFn: async ({ signal }) =>
      unwrap(await supabase.rpc('reporting_time_zone').abortSignal(signal)) || 'UTC',
    staleTime: 10 * 60_000,
  })
}

/**
 * The reporting currency's ISO code (revenue, EPC and converted payouts are in it; migration
 * 20261125000400_traffic_currency.sql): write money with formatFigure(value, 'money', data).
 */
export function useReportingCurrency() {
  return useQuery({
    queryKey: analyticsKeys.currency(),
    queryFn: async ({ signal }) =>
      unwrap(await supabase.rpc('reporting_currency').abortSignal(signal)),
    staleTime: 10 * 60_000,
  })
}

/** Countries, brands and categories for the filter selects (slug and name). */
export function useFilterOptions() {
  return useQuery({
    queryKey: analyticsKeys.options(),
    queryFn: async ({ signal }) => {
      const [countries, brands, categories] = await Promise.all([
        supabase.from('countries').select('slug, name').order('sort_order').abortSignal(signal),
        supabase
          .from('brands')
          .select('brand_slug, brand_name')
          .order('brand_name')
          .abortSignal(signal),
        supabase.from('categories').select('slug, name').order('sort_order').abortSignal(signal),
      ])
      return {
        country: unwrap(countries).map((c) => ({ value: c.slug, label: c.name })),
        brand: unwrap(brands).map((b) => ({ value: b.brand_slug, label: b.brand_name })),
        category: unwrap(categories).map((c) => ({ value: c.slug, label: c.name })),
      }
    },
    staleTime: 5 * 60_000,
  })
}

const reportQuery = { placeholderData: keepPreviousData, staleTime: 60_000 }

export function useSummary(range: DateRange, filters: Record<string, string>) {
  return useQuery({
    ...reportQuery,
    queryKey: analyticsKeys.report('summary', range, filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase
          .rpc('report_summary', { p_from: range.from, p_to: range.to, p_filters: filters })
          .abortSignal(signal),
      ),
  })
}

export function useTimeseries(range: DateRange, filters: Record<string, string>) {
  return useQuery({
    ...reportQuery,
    queryKey: analyticsKeys.report('timeseries', range, filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase
          .rpc('report_timeseries', { p_from: range.from, p_to: range.to, p_filters: filters })
          .abortSignal(signal),
      ),
  })
}

export function useHeatmap(range: DateRange, filters: Record<string, string>) {
  return useQuery({
    ...reportQuery,
    queryKey: analyticsKeys.report('heatmap', range, filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase
          .rpc('report_heatmap', { p_from: range.from, p_to: range.to, p_filters: filters })
          .abortSignal(signal),
      ),
  })
}

/** What report_breakdown ranks values by before it keeps the first ones. */
export type BreakdownOrder = 'sessions' | 'clicks' | 'conversions' | 'revenue'

export function useBreakdown(
  dimension: BreakdownKey,
  range: DateRange,
  filters: Record<string, string>,
  { order = 'clicks', limit = 50 }: { order?: BreakdownOrder; limit?: number } = {},
) {
  return useQuery({
    ...reportQuery,
    queryKey: analyticsKeys.report('breakdown', range, filters, `${dimension}:${order}:${limit}`),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase
          .rpc('report_breakdown', {
            p_dimension: dimension,
            p_from: range.from,
            p_to: range.to,
            p_filters: filters,
            p_limit: limit,
            p_order: order,
          })
          .abortSignal(signal),
      ),
  })
}
