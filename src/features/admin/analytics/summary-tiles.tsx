/**
 * The figure tiles: each figure of the period with its change against the previous period, each
 * a link to the rows behind it (sessions and visitors: the session log; the rest: the click log).
 */
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { cn } from '@/lib/utils'
import { trafficLogHref, type DateRange, type TrafficFilters } from '../components/traffic/filters'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import type { SummaryRow } from '../components/reporting/api/get-report'
import { TileFigureLink } from '../components/reporting/figure-link'
import {
  change,
  formatFigure,
  formatTileFigure,
  type FigureFormat,
} from '../components/reporting/format'

type FigureKey = Exclude<keyof SummaryRow, 'period' | 'date_from' | 'date_to' | 'all_clicks'>

interface Figure {
  key: FigureKey
  label: string
  format: FigureFormat
  /** What the figure means (the tile's description, read by screen readers too). */
  help: string
  log: '/admin/click-log' | '/admin/incoming'
  extra?: Partial<Record<keyof TrafficFilters, string | null>>
  /** A rise is bad news (bot share). */
  inverse?: boolean
}

const FIGURES: Figure[] = [
  {
    key: 'visitors',
    label: 'Visitors',
    format: 'integer',
    help: 'Distinct visitors who started a session.',
    log: '/admin/incoming',
  },
  {
    key: 'sessions',
    label: 'Sessions',
    format: 'integer',
    help: 'Visitor sessions started in the period.',
    log: '/admin/incoming',
  },
  {
    key: 'clicks',
    label: 'Clicks',
    format: 'integer',
    help: 'Clicks towards a brand (Humans only leaves out bot-filtered clicks).',
    log: '/admin/click-log',
  },
  {
    key: 'ctr',
    label: 'Click-through rate',
    format: 'decimal',
    help: 'Clicks per session.',
    log: '/admin/click-log',
  },
  {
    key: 'conversions',
    label: 'Conversions',
    format: 'integer',
    help: 'Accepted postbacks of a registration or first deposit, counted on the day of their click.',
    log: '/admin/click-log',
    extra: { converted: 'yes' },
  },
  {
    key: 'conversion_rate',
    label: 'Conversion rate',
    format: 'percent',
    help: 'Conversions per click.',
    log: '/admin/click-log',
    extra: { converted: 'yes' },
  },
  {
    key: 'revenue',
    label: 'Revenue',
    format: 'money',
    help: 'Payouts of all accepted postbacks (tests left out) of the period’s clicks, in the reporting currency.',
    log: '/admin/click-log',
    extra: { converted: 'yes' },
  },
  {
    key: 'epc',
    label: 'EPC',
    format: 'money',
    help: 'Earnings per click: revenue divided by clicks.',
    log: '/admin/click-log',
  },
  {
    key: 'revenue_per_1000_sessions',
    label: 'Revenue / 1,000 sessions',
    format: 'money',
    help: 'Revenue per thousand sessions.',
    log: '/admin/click-log',
  },
  {
    key: 'bot_share',
    label: 'Bot share',
    format: 'percent',
    help: 'Share of all clicks that the bot filter flagged (quality score under 30).',
    log: '/admin/click-log',
    extra: { traffic: 'all' },
    inverse: true,
  },
]

function Change({ value, inverse }: { value: number | null; inverse?: boolean }) {
  if (value === null) return <span className="text-xs text-muted-foreground">no previous data</span>
  const good = inverse ? value < 0 : value > 0
  const Icon = value === 0 ? Minus : value > 0 ? ArrowUpRight : ArrowDownRight
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium',
        value === 0 ? 'text-muted-foreground' : good ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {formatFigure(Math.abs(value), 'percent')}
      <span className="sr-only">{value >= 0 ? ' up' : ' down'} on the previous period</span>
    </span>
  )
}

export function SummaryTiles({
  current,
  previous,
  filters,
  range,
}: {
  current: SummaryRow
  previous: SummaryRow | undefined
  filters: TrafficFilters
  range: DateRange
}) {
  const currency = useReportingCurrency().data
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Figures">
      {FIGURES.map((figure) => {
        const value = current[figure.key]
        return (
          <li key={figure.key} className="rounded-lg border bg-card p-4 shadow-sm">
            <p className="text-sm text-muted-foreground" id={`figure-${figure.key}`}>
              {figure.label}
            </p>
            <TileFigureLink
              to={trafficLogHref(figure.log, filters, range, figure.extra)}
              className="mt-1 block w-fit max-w-full truncate text-2xl font-semibold"
              aria-describedby={`figure-${figure.key}`}
              help={figure.help}
              data-figure={figure.key}
              figure={formatTileFigure(value, figure.format, currency)}
            />
            <Change
              value={previous ? change(value, previous[figure.key]) : null}
              inverse={figure.inverse}
            />
          </li>
        )
      })}
    </ul>
  )
}
