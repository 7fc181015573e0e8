/**
 * Breakdowns by brand, country, device, browser, OS, source, UTM campaign, landing page and card
 * position, one tab each (one report at a time). A value's name narrows the page to it; its
 * numbers open the session or click log filtered to the rows behind them. The tab and the
 * column ranked by live in the URL (`breakdown`, `rank`), so a saved view reopens them.
 */
import type { BreakdownView } from '../../../../supabase/functions/_shared/analytics-view.ts'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/utils'
import { SortButton } from '../components/data-table/data-table-column-header'
import { ariaSort } from '../components/data-table/sort-direction'
import { trafficLogHref, type DateRange, type TrafficFilters } from '../components/traffic/filters'
import {
  BREAKDOWNS,
  useBreakdown,
  type BreakdownKey,
  type BreakdownOrder,
  type BreakdownRow,
} from '../components/reporting/api/get-breakdown'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import { FIGURE_LINK_CLASS } from '../components/reporting/figure-link'
import { formatFigure } from '../components/reporting/format'

type Props = {
  filters: TrafficFilters
  reportFilters: Record<string, string>
  range: DateRange
  onFilter: (next: TrafficFilters) => void
  view: BreakdownView
  onView: (next: BreakdownView) => void
}

export function BreakdownTables(props: Props) {
  const tab = props.view.dimension
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => props.onView({ ...props.view, dimension: value as BreakdownKey })}
    >
      <TabsList className="h-auto flex-wrap justify-start">
        {BREAKDOWNS.map((b) => (
          <TabsTrigger key={b.key} value={b.key}>
            {b.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {BREAKDOWNS.map((b) => (
        <TabsContent key={b.key} value={b.key}>
          {tab === b.key ? <Breakdown dimension={b.key} label={b.label} {...props} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  )
}

function Breakdown({
  dimension,
  label,
  filters,
  reportFilters,
  range,
  onFilter,
  view,
  onView,
}: Props & { dimension: BreakdownKey; label: string }) {
  // The database ranks the values, so the first 50 by revenue are exact however many there are.
  const { order } = view
  const setOrder = (next: BreakdownOrder) => onView({ ...view, order: next })
  const query = useBreakdown(dimension, range, reportFilters, { order })
  const currency = useReportingCurrency().data
  if (query.isPending)
    return (
      <div className="space-y-2 py-2" role="status" aria-label={`Loading ${label}`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    )
  if (query.isError)
    return (
      <p role="alert" className="py-4 text-sm text-destructive">
        The {label.toLowerCase()} breakdown could not be loaded: {query.error.message}
      </p>
    )
  const rows = query.data
  if (!rows.length)
    return <p className="py-4 text-sm text-muted-foreground">No traffic in this period.</p>
  const withSessions = rows.some((r) => r.sessions !== null)
  /** The filters that select this row's traffic, or null for an unrecorded value. */
  const own = (row: BreakdownRow) =>
    row.filter_key && row.value !== null ? { [row.filter_key]: row.value } : null
  const href = (row: BreakdownRow, path: '/admin/click-log' | '/admin/incoming', extra = {}) => {
    const match = own(row)
    return match ? trafficLogHref(path, filters, range, { ...match, ...extra }) : null
  }
  /** A number, linked to its rows; its name starts with the number, as read on screen. */
  const cell = (text: string, to: string | null, what: string) =>
    to ? (
      <Link
        to={to}
        className={cn(FIGURE_LINK_CLASS, 'tabular-nums')}
        aria-label={`${text} ${what}`}
      >
        {text}
      </Link>
    ) : (
      <span className="tabular-nums">{text}</span>
    )
  /** A heading whose button ranks the table by its column, highest first. */
  const sortable = (key: BreakdownOrder, title: string) => {
    const sorted = order === key ? 'desc' : false
    return (
      <th scope="col" className="px-2 text-right font-medium" aria-sort={ariaSort(sorted)}>
        <SortButton
          title={title}
          sorted={sorted}
          onClick={() => setOrder(key)}
          className="-mr-2 ml-0"
        />
      </th>
    )
  }
  return (
    // As the workbench's lists: the previous rows stay, dimmed, while a new order or filter loads.
    <div className="overflow-x-auto" aria-busy={query.isFetching || undefined}>
      <table
        className={cn(
          'w-full text-left text-sm',
          query.isPlaceholderData && 'opacity-60 transition-opacity',
        )}
      >
        <caption className="sr-only">
          Traffic by {label.toLowerCase()}, {range.from} to {range.to}
        </caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              {label}
            </th>
            {withSessions ? sortable('sessions', 'Sessions') : null}
            {sortable('clicks', 'Clicks')}
            {sortable('conversions', 'Conversions')}
            {sortable('revenue', 'Revenue')}
            <th scope="col" className="pl-2 text-right font-medium">
              EPC
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = row.label ?? '(not recorded)'
            const match = own(row)
            const clicks = Number(row.clicks)
            return (
              <tr key={`${row.filter_key}:${row.value}`} className="border-b last:border-0">
                <th scope="row" className="max-w-[18rem] truncate py-2 pr-4 font-normal">
                  {match ? (
                    <button
                      type="button"
                      className="text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      title={`Show only ${name}`}
                      onClick={() => onFilter({ ...filters, ...match })}
                    >
                      {name}
                    </button>
                  ) : (
                    <span className="text-muted-foreground">{name}</span>
                  )}
                </th>
                {withSessions ? (
                  <td className="px-2 text-right">
                    {cell(
                      formatFigure(row.sessions, 'integer'),
                      href(row, '/admin/incoming'),
                      `sessions for ${name}`,
                    )}
                  </td>
                ) : null}
                <td className="px-2 text-right">
                  {cell(
                    formatFigure(clicks, 'integer'),
                    href(row, '/admin/click-log'),
                    `clicks for ${name}`,
                  )}
                </td>
                <td className="px-2 text-right">
                  {cell(
                    formatFigure(row.conversions, 'integer'),
                    href(row, '/admin/click-log', { converted: 'yes' }),
                    `conversions for ${name}`,
                  )}
                </td>
                <td className="px-2 text-right tabular-nums">
                  {formatFigure(row.revenue, 'money', currency)}
                </td>
                <td className="pl-2 text-right tabular-nums">
                  {formatFigure(clicks ? Number(row.revenue) / clicks : null, 'money', currency)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
