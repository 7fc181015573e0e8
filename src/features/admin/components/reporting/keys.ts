/** Query keys of Analytics' reads (the dashboard's figures use them too): invalidate only through these. */
import type { DateRange } from '../traffic/filters'

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  timeZone: () => [...analyticsKeys.all, 'time-zone'] as const,
  currency: () => [...analyticsKeys.all, 'currency'] as const,
  options: () => [...analyticsKeys.all, 'options'] as const,
  /** Without `extra`, also the prefix of every key of that report with one (e.g. each breakdown). */
  report: (name: ReportName, range: DateRange, filters: ReportFilters, extra?: string) =>
    [...analyticsKeys.all, name, range.from, range.to, filters, ...(extra ? [extra] : [])] as const,
}

export type ReportName = 'summary' | 'timeseries' | 'heatmap' | 'breakdown'

/** The URL's filters as the report functions take them (p_filters). */
export type ReportFilters = Record<string, string>
