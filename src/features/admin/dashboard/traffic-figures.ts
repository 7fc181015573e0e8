/**
 * The dashboard's traffic figures, as pure rules: the two comparisons (today against yesterday,
 * the last 7 days against the 7 before), the five figures, each figure's change, and the
 * sparkline points cut from one report_timeseries call that spans both periods (hourly for
 * today and yesterday, daily for the 14 days), so a sparkline draws the current period over
 * the previous one.
 */
import type { BreakdownRow } from '../components/reporting/api/get-breakdown'
import type { SeriesRow, SummaryRow } from '../components/reporting/api/get-report'
import type { FigureFormat } from '../components/reporting/format'
import { addDays, type DateRange, type PeriodPreset } from '../components/traffic/filters'

export type ComparisonKey = 'today' | 'week'

export interface Comparison {
  key: ComparisonKey
  /** The section's heading. */
  title: string
  /** The previous period in words, after 'vs'. */
  against: string
  /** The Analytics period a figure opens. */
  period: Extract<PeriodPreset, 'today' | '7d'>
  /** The period of the figures (report_summary compares it with the days just before). */
  range: DateRange
  /** Both periods, for the sparklines: hourly when 2 days (report_timeseries' rule). */
  seriesRange: DateRange
  hourly: boolean
}

/** Today against yesterday and the last 7 days against the 7 before; days in the reporting zone. */
export function dashboardComparisons(today: string): [Comparison, Comparison] {
  return [
    {
      key: 'today',
      title: 'Today',
      against: 'yesterday',
      period: 'today',
      range: { from: today, to: today },
      seriesRange: { from: addDays(today, -1), to: today },
      hourly: true,
    },
    {
      key: 'week',
      title: 'Last 7 days',
      against: 'the 7 days before',
      period: '7d',
      range: { from: addDays(today, -6), to: today },
      seriesRange: { from: addDays(today, -13), to: today },
      hourly: false,
    },
  ]
}

export type DashboardFigureKey = 'sessions' | 'clicks' | 'conversions' | 'revenue' | 'epc'

export interface DashboardFigure {
  key: DashboardFigureKey
  label: string
  format: FigureFormat
  /** What the figure counts (the tile's title and the sparkline's words). */
  help: string
}

export const DASHBOARD_FIGURES: readonly DashboardFigure[] = [
  { key: 'sessions', label: 'Sessions', format: 'integer', help: 'Visitor sessions started.' },
  {
    key: 'clicks',
    label: 'Clicks',
    format: 'integer',
    help: 'Clicks towards a brand, bot-filtered clicks left out.',
  },
  {
    key: 'conversions',
    label: 'Conversions',
    format: 'integer',
    help: 'Registrations and first deposits reported for the period’s clicks.',
  },
  {
    key: 'revenue',
    label: 'Revenue',
    format: 'money',
    help: 'Payouts of the period’s clicks, in the reporting currency.',
  },
  { key: 'epc', label: 'EPC', format: 'money', help: 'Earnings per click: revenue / clicks.' },
]

export type Direction = 'up' | 'down' | 'flat'

export interface FigureChange {
  /** Relative change, e.g. 0.25 for +25%; null when the previous period had nothing. */
  ratio: number | null
  direction: Direction | null
}

/** A figure's change against the previous period (null figures: a ratio with nothing to divide). */
export function figureChange(
  current: number | string | null,
  previous: number | string | null | undefined,
): FigureChange {
  if (current === null || previous === null || previous === undefined) {
    return { ratio: null, direction: null }
  }
  const before = Number(previous)
  const now = Number(current)
  if (before === 0) return { ratio: null, direction: now === 0 ? 'flat' : 'up' }
  const ratio = (now - before) / before
  return { ratio, direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat' }
}

/** True when the period recorded no sessions and no clicks at all. */
export function isEmptyPeriod(row: SummaryRow | undefined): boolean {
  return !row || (Number(row.sessions) === 0 && Number(row.all_clicks) === 0)
}

export interface SparkPoint {
  /** '14:00' (hourly) or '2026-11-20' (daily). */
  label: string
  current: number | null
  previous: number | null
}

function bucketValue(row: SeriesRow, key: DashboardFigureKey): number | null {
  if (key === 'epc') {
    const clicks = Number(row.clicks)
    return clicks === 0 ? null : Number(row.revenue) / clicks
  }
  return Number(row[key])
}

/** The wall-clock hour now in `timeZone`, as report_timeseries writes buckets: 'YYYY-MM-DDTHH'. */
export function currentHourBucket(timeZone: string, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}`
}

/**
 * The sparkline of `figure`: the previous period's buckets with the current period's laid over
 * them by position. Today's hours after `nowBucket` are left out (not yet zero, just not yet).
 */
export function sparklinePoints(
  rows: readonly SeriesRow[],
  comparison: Comparison,
  figure: DashboardFigureKey,
  nowBucket: string,
): SparkPoint[] {
  const isCurrent = (row: SeriesRow) => row.bucket.slice(0, 10) >= comparison.range.from
  const previous = rows.filter((row) => !isCurrent(row))
  const current = rows.filter(
    (row) => isCurrent(row) && (!comparison.hourly || row.bucket.slice(0, 13) <= nowBucket),
  )
  const length = Math.max(previous.length, current.length)
  return Array.from({ length }, (_, index) => {
    const now = current[index]
    const before = previous[index]
    const source = now ?? before
    return {
      label: source
        ? comparison.hourly
          ? source.bucket.slice(11, 16)
          : source.bucket.slice(0, 10)
        : '',
      current: now ? bucketValue(now, figure) : null,
      previous: before ? bucketValue(before, figure) : null,
    }
  })
}

/** The sparkline in words, its accessible name: the current period's low, high and latest. */
export function sparklineSummary(
  figure: DashboardFigure,
  comparison: Comparison,
  points: readonly SparkPoint[],
  format: (value: number) => string,
): string {
  const values = points
    .map((point) => ({ label: point.label, value: point.current }))
    .filter((point): point is { label: string; value: number } => point.value !== null)
  const unit = comparison.hourly ? 'by hour' : 'by day'
  const head = `${figure.label} ${unit}, ${comparison.title.toLowerCase()} against ${comparison.against}`
  if (values.length === 0) return `${head}: nothing recorded yet.`
  const high = values.reduce((best, point) => (point.value > best.value ? point : best))
  const low = Math.min(...values.map((point) => point.value))
  const latest = values[values.length - 1]!
  return `${head}: lowest ${format(low)}, highest ${format(high.value)} (${high.label}), latest ${format(latest.value)} (${latest.label}).`
}

export type TopBrandMeasure = 'clicks' | 'revenue'

export interface TopBrand {
  slug: string
  name: string
  value: number
}

/**
 * The first `count` brands by clicks or by revenue, from report_breakdown('brand') rows ranked by
 * that measure. Clicks of deleted brands (no slug) and brands that earned nothing are not listed.
 */
export function topBrands(
  rows: readonly BreakdownRow[],
  measure: TopBrandMeasure,
  count = 5,
): TopBrand[] {
  return (
    rows
      // The generated type says string; clicks of a deleted brand come as null.
      .filter((row) => (row.value as string | null) !== null)
      .map((row) => ({
        slug: row.value,
        name: row.label ?? row.value,
        value: Number(row[measure]),
      }))
      .filter((brand) => brand.value > 0)
      .slice(0, count)
  )
}
