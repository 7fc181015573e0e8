/**
 * /admin/analytics (admins and analysts): a period compared with the previous one, the traffic
 * filters, the figures, the figures over time, the hour-by-weekday heatmap and the breakdowns.
 * Period and filters live in the URL (../components/traffic/filters.ts, the click logs' contract); every
 * figure the database computes (the report_* functions).
 */
import { lazy, Suspense, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import {
  dayCount,
  parseTrafficFilters,
  previousPeriod,
  resolvePeriod,
  todayIn,
  toReportFilters,
  writeTrafficFilters,
  type TrafficFilters,
} from '../components/traffic/filters'
import { AnalyticsFilters, PeriodPicker } from './analytics-filters'
import { useReportingTimeZone } from '../components/reporting/api/get-reporting-time-zone'
import { useReport } from '../components/reporting/api/get-report'
import { BreakdownTables } from './breakdown-tables'
import { HeatmapTable } from './heatmap-table'
import { SummaryTiles } from './summary-tiles'

const TimeseriesChart = lazy(() => import('./timeseries-chart'))

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border bg-card p-4 shadow-sm" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Loading({ label, className = 'h-40' }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton className={`w-full ${className}`} />
    </div>
  )
}

function Failed({ what, error }: { what: string; error: Error }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {what} could not be loaded: {error.message}
    </p>
  )
}

export function AnalyticsPage() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseTrafficFilters(params), [params])
  const timeZone = useReportingTimeZone()
  const zone = timeZone.data ?? 'UTC'
  const range = resolvePeriod(filters, todayIn(zone))
  const previous = previousPeriod(range)
  const reportFilters = useMemo(() => toReportFilters(filters), [filters])
  const ready = timeZone.isSuccess || timeZone.isError
  const onChange = (next: TrafficFilters) => setParams(writeTrafficFilters(next, params))

  const summary = useReport('summary', range, reportFilters)
  const series = useReport('timeseries', range, reportFilters)
  const heatmap = useReport('heatmap', range, reportFilters)
  const hourly = dayCount(range) <= 2
  const current = summary.data?.find((r) => r.period === 'current')
  const before = summary.data?.find((r) => r.period === 'previous')

  return (
    <AdminPage
      title={adminSections.analytics.label}
      description={`Traffic and revenue for ${range.from} to ${range.to}, compared with ${previous.from} to ${previous.to}. Days in ${zone}. Every number opens the rows behind it.`}
    >
      <div className="space-y-6">
        <div className="space-y-4">
          <PeriodPicker filters={filters} range={range} onChange={onChange} />
          <AnalyticsFilters filters={filters} onChange={onChange} />
        </div>

        {!ready || summary.isPending ? (
          <Loading label="Loading figures" className="h-32" />
        ) : summary.isError ? (
          <Failed what="The figures" error={summary.error} />
        ) : current ? (
          <SummaryTiles current={current} previous={before} filters={filters} range={range} />
        ) : (
          <p className="text-sm text-muted-foreground">No figures for this period.</p>
        )}

        <Section title={hourly ? 'Over time, by hour' : 'Over time, by day'}>
          {series.isPending ? (
            <Loading label="Loading the chart" className="h-72" />
          ) : series.isError ? (
            <Failed what="The chart" error={series.error} />
          ) : (
            <Suspense fallback={<Loading label="Loading the chart" className="h-72" />}>
              <TimeseriesChart rows={series.data} hourly={hourly} />
            </Suspense>
          )}
        </Section>

        <Section title="Clicks by day and hour">
          {heatmap.isPending ? (
            <Loading label="Loading the heatmap" />
          ) : heatmap.isError ? (
            <Failed what="The heatmap" error={heatmap.error} />
          ) : (
            <HeatmapTable rows={heatmap.data} timeZone={zone} />
          )}
        </Section>

        <Section title="Breakdowns">
          <BreakdownTables
            filters={filters}
            reportFilters={reportFilters}
            range={range}
            onFilter={onChange}
          />
        </Section>
      </div>
    </AdminPage>
  )
}
