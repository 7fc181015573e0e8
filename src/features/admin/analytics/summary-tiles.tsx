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
  SUMMARY_FIGURES,
  type SummaryFigureKey,
} from '../components/reporting/format'

/** Where each figure's rows are: sessions and visitors the session log, the rest the click log. */
const LOGS: Record<
  SummaryFigureKey,
  {
    log: '/admin/click-log' | '/admin/incoming'
    extra?: Partial<Record<keyof TrafficFilters, string | null>>
  }
> = {
  visitors: { log: '/admin/incoming' },
  sessions: { log: '/admin/incoming' },
  clicks: { log: '/admin/click-log' },
  ctr: { log: '/admin/click-log' },
  conversions: { log: '/admin/click-log', extra: { converted: 'yes' } },
  conversion_rate: { log: '/admin/click-log', extra: { converted: 'yes' } },
  revenue: { log: '/admin/click-log', extra: { converted: 'yes' } },
  epc: { log: '/admin/click-log' },
  revenue_per_1000_sessions: { log: '/admin/click-log' },
  bot_share: { log: '/admin/click-log', extra: { traffic: 'all' } },
}

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
      {SUMMARY_FIGURES.map((figure) => {
        const value = current[figure.key]
        const { log, extra } = LOGS[figure.key]
        return (
          <li key={figure.key} className="rounded-lg border bg-card p-4 shadow-sm">
            <p className="text-sm text-muted-foreground" id={`figure-${figure.key}`}>
              {figure.label}
            </p>
            <TileFigureLink
              to={trafficLogHref(log, filters, range, extra)}
              className="mt-1 block w-fit max-w-full truncate text-2xl font-semibold"
              aria-describedby={`figure-${figure.key}`}
              help={figure.help}
              data-figure={figure.key}
              figure={formatTileFigure(value, figure.format, currency)}
            />
            <Change
              value={previous ? change(value, previous[figure.key]) : null}
              inverse={'inverse' in figure && figure.inverse}
            />
          </li>
        )
      })}
    </ul>
  )
}
