/**
 * One comparison of the dashboard (today against yesterday, or the last 7 days against the 7
 * before): sessions, clicks, conversions, revenue and EPC, each with its change and a sparkline
 * of the period over the previous one. Each figure opens Analytics for the same period. The
 * database computes every figure (report_summary, report_timeseries).
 */
import { ArrowDownRight, ArrowUpRight } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useReport, type SeriesRow, type SummaryRow } from '../components/reporting/api/get-report'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import { TileFigureLink } from '../components/reporting/figure-link'
import { formatFigure, formatTileFigure } from '../components/reporting/format'
import { NO_FILTERS } from './use-dashboard-live'
import {
  DASHBOARD_FIGURES,
  figureChange,
  isEmptyPeriod,
  sparklinePoints,
  sparklineSummary,
  type Comparison,
  type DashboardFigure,
} from './traffic-figures'
import { RetryAlert } from '../components/retry-alert'

const Sparkline = lazy(() => import('./sparkline'))

/**
 * Five tiles: 2 + 2 + 1 wide on phones, 3 + 2 filling the row on tablets (a 6-column grid),
 * one row from xl.
 */
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-6 xl:grid-cols-5'
const TILE =
  'rounded-lg border bg-card p-3 shadow-sm last:col-span-2 sm:col-span-2 sm:[&:nth-child(n+4)]:col-span-3 xl:col-span-1 xl:[&:nth-child(n+4)]:col-span-1'

export function ChangeLine({
  current,
  previous,
  against,
}: {
  current: number | string | null
  previous: number | string | null | undefined
  against: string
}) {
  const { ratio, direction } = figureChange(current, previous)
  if (direction === null || (ratio === null && direction === 'flat')) {
    const text = direction === 'flat' ? `same as ${against}` : `nothing to compare with ${against}`
    return <p className="text-xs text-muted-foreground">{text}</p>
  }
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : null
  return (
    <p
      className={cn(
        'text-xs font-medium',
        direction === 'up'
          ? 'text-emerald-700 dark:text-emerald-400'
          : direction === 'down'
            ? 'text-red-700 dark:text-red-400'
            : 'text-muted-foreground',
      )}
    >
      {Icon ? <Icon className="mr-0.5 inline size-3.5 align-[-3px]" aria-hidden="true" /> : null}
      <span className="sr-only">{direction === 'flat' ? 'unchanged' : direction} </span>
      {ratio === null ? 'from 0' : formatFigure(Math.abs(ratio), 'percent')}
      <span className="font-normal text-muted-foreground"> vs {against}</span>
    </p>
  )
}

function FigureTile({
  figure,
  comparison,
  current,
  previous,
  series,
  nowBucket,
}: {
  figure: DashboardFigure
  comparison: Comparison
  current: SummaryRow
  previous: SummaryRow | undefined
  series: SeriesRow[] | undefined
  nowBucket: string
}) {
  const value = current[figure.key]
  const currency = useReportingCurrency().data
  const points = series ? sparklinePoints(series, comparison, figure.key, nowBucket) : null
  return (
    <li className={cn('flex min-w-0 flex-col gap-1', TILE)}>
      <p className="truncate text-sm text-muted-foreground" title={figure.help}>
        {figure.label}
      </p>
      <TileFigureLink
        to={`/admin/analytics?period=${comparison.period}`}
        className="block w-fit max-w-full truncate text-2xl font-semibold tracking-tight"
        data-figure={`${comparison.key}-${figure.key}`}
        srPrefix={`${figure.label}, ${comparison.title.toLowerCase()}: `}
        figure={formatTileFigure(value, figure.format, currency)}
      />
      <ChangeLine current={value} previous={previous?.[figure.key]} against={comparison.against} />
      {points ? (
        <Suspense fallback={<Skeleton className="h-10 w-full" />}>
          <Sparkline
            points={points}
            label={sparklineSummary(figure, comparison, points, (n) =>
              formatFigure(n, figure.format, currency),
            )}
          />
        </Suspense>
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </li>
  )
}

export function ComparisonFigures({
  comparison,
  nowBucket,
}: {
  comparison: Comparison
  /** The reporting zone's current hour ('YYYY-MM-DDTHH'): today's sparkline stops there. */
  nowBucket: string
}) {
  const summary = useReport('summary', comparison.range, NO_FILTERS)
  const series = useReport('timeseries', comparison.seriesRange, NO_FILTERS)
  const current = summary.data?.find((row) => row.period === 'current')
  const previous = summary.data?.find((row) => row.period === 'previous')
  const headingId = `figures-${comparison.key}`
  const what = comparison.title.toLowerCase()

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-sm font-semibold">
        {comparison.title}{' '}
        <span className="font-normal text-muted-foreground">vs {comparison.against}</span>
      </h2>
      {summary.isPending ? (
        <div role="status" aria-label={`Loading the figures for ${what}`}>
          <ul className={GRID}>
            {DASHBOARD_FIGURES.map((figure) => (
              <li key={figure.key} className={cn('space-y-2', TILE)}>
                <p className="text-sm text-muted-foreground">{figure.label}</p>
                <Skeleton className="h-7 w-16" />
                <Skeleton className="h-10 w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : summary.isError || series.isError ? (
        <RetryAlert
          what={`the figures for ${what}`}
          className="rounded-lg border bg-card p-3"
          onRetry={() => {
            void summary.refetch()
            void series.refetch()
          }}
        />
      ) : current ? (
        <>
          {isEmptyPeriod(current) ? (
            <p className="text-sm text-muted-foreground">
              No visits or clicks recorded{' '}
              {comparison.key === 'today' ? 'today yet' : 'in these 7 days'}.
            </p>
          ) : null}
          <ul className={GRID} aria-label={`Figures for ${what}`}>
            {DASHBOARD_FIGURES.map((figure) => (
              <FigureTile
                key={figure.key}
                figure={figure}
                comparison={comparison}
                current={current}
                previous={previous}
                series={series.data}
                nowBucket={nowBucket}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No figures for {what}.</p>
      )}
    </section>
  )
}
