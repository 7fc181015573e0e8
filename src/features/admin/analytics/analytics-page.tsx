/**
 * /admin/analytics (admins and analysts): a period compared with the previous one, the traffic
 * filters, the figures, the figures over time, the hour-by-weekday heatmap and the breakdowns.
 * Period and filters live in the URL (../components/traffic/filters.ts, the click logs' contract),
 * with the breakdown shown (`breakdown`, `rank`), so a view can be saved and opened again from
 * Saved views; every figure the database computes (the report_* functions).
 */
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import {
  BREAKDOWN_PARAM,
  breakdownOf,
  DEFAULT_BREAKDOWN,
  DEFAULT_RANK,
  RANK_PARAM,
  type BreakdownView,
} from '../../../../supabase/functions/_shared/analytics-view.ts'
import { AdminPage } from '../components/admin-page'
import { SavedViewsMenu, SAVED_VIEW_PARAM, viewParamsOf } from '../components/saved-views'
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

function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** A report while it loads (`loading`, also while `ready` is false), when it failed, or its rows. */
function Report<Rows>({
  query,
  ready = true,
  loading,
  what,
  children,
}: {
  query: UseQueryResult<Rows>
  ready?: boolean
  loading: ReactNode
  /** The report in the failure's sentence ('The chart could not be loaded: …'). */
  what: string
  children: (rows: Rows) => ReactNode
}) {
  if (!ready || query.isPending) return loading
  if (query.isError) return <Failed what={what} error={query.error} />
  return children(query.data)
}

/** Writes the breakdown into a copy of `params` (the defaults left out). */
function writeBreakdown(view: BreakdownView, params: URLSearchParams): URLSearchParams {
  const written = new URLSearchParams(params)
  written.delete(BREAKDOWN_PARAM)
  written.delete(RANK_PARAM)
  if (view.dimension !== DEFAULT_BREAKDOWN) written.set(BREAKDOWN_PARAM, view.dimension)
  if (view.order !== DEFAULT_RANK) written.set(RANK_PARAM, view.order)
  return written
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
  const breakdown = useMemo(() => breakdownOf(params), [params])
  const onBreakdown = (next: BreakdownView) => setParams(writeBreakdown(next, params))
  // What a saved view keeps: the period, the filters and the breakdown, as the URL writes them.
  const viewParams = useMemo(
    () => viewParamsOf(writeBreakdown(breakdown, writeTrafficFilters(filters))),
    [breakdown, filters],
  )

  const summary = useReport('summary', range, reportFilters)
  const series = useReport('timeseries', range, reportFilters)
  const heatmap = useReport('heatmap', range, reportFilters)
  const hourly = dayCount(range) <= 2
  const chartLoading = <Loading label="Loading the chart" className="h-72" />

  return (
    <AdminPage
      title={adminSections.analytics.label}
      description={`Traffic and revenue for ${range.from} to ${range.to}, compared with ${previous.from} to ${previous.to}. Days in ${zone}. Every number opens the rows behind it.`}
    >
      <div className="space-y-6">
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <PeriodPicker filters={filters} range={range} onChange={onChange} />
            <SavedViewsMenu
              section={adminSections.analytics}
              params={viewParams}
              onOpen={(view) =>
                setParams(
                  new URLSearchParams({ ...view.state.params, [SAVED_VIEW_PARAM]: view.id }),
                )
              }
              emailable
            />
          </div>
          <AnalyticsFilters filters={filters} onChange={onChange} />
        </div>

        <Report
          query={summary}
          ready={ready}
          loading={<Loading label="Loading figures" className="h-32" />}
          what="The figures"
        >
          {(rows) => {
            const current = rows.find((r) => r.period === 'current')
            const before = rows.find((r) => r.period === 'previous')
            return current ? (
              <SummaryTiles current={current} previous={before} filters={filters} range={range} />
            ) : (
              <p className="text-sm text-muted-foreground">No figures for this period.</p>
            )
          }}
        </Report>

        <Section title={hourly ? 'Over time, by hour' : 'Over time, by day'}>
          <Report query={series} loading={chartLoading} what="The chart">
            {(rows) => (
              <Suspense fallback={chartLoading}>
                <TimeseriesChart rows={rows} hourly={hourly} />
              </Suspense>
            )}
          </Report>
        </Section>

        <Section title="Clicks by day and hour">
          <Report
            query={heatmap}
            loading={<Loading label="Loading the heatmap" />}
            what="The heatmap"
          >
            {(rows) => <HeatmapTable rows={rows} timeZone={zone} />}
          </Report>
        </Section>

        <Section title="Breakdowns">
          <BreakdownTables
            filters={filters}
            reportFilters={reportFilters}
            range={range}
            onFilter={onChange}
            view={breakdown}
            onView={onBreakdown}
          />
        </Section>
      </div>
    </AdminPage>
  )
}
