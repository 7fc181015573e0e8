/**
 * The figures over time (recharts, loaded lazily with this module so the charts never enter the
 * public pages): sessions and clicks on the left axis, conversions, far fewer, on their own
 * right axis; both axes and the legend say which is which. Every point carries a dot, so a
 * period whose only traffic is one day (or hour) still shows it. A table of the same points
 * follows for screen readers and for reading exact values.
 */
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useReportingCurrency } from '../components/reporting/api/get-reporting-currency'
import type { SeriesRow } from '../components/reporting/api/get-report'
import { formatFigure } from '../components/reporting/format'

/** Axis text in the theme's muted colour (recharts' default grey is unreadable in the dark). */
const TICK = { fontSize: 11, fill: 'hsl(var(--muted-foreground))' }
const AXIS_LABEL = {
  fontSize: 11,
  fill: 'hsl(var(--muted-foreground))',
  textAnchor: 'middle',
} as const
const DOT = { r: 2.5, strokeWidth: 0, fillOpacity: 1 }
// Not animated: a line drawn in from the left showed nothing of a period whose only traffic was
// on its last day until the animation, slow in a busy tab, reached the edge.

/** '2026-03-28T00:00:00' -> '28 Mar' (daily) or '28 Mar 14:00' (hourly). */
function bucketLabel(bucket: string, hourly: boolean): string {
  const [date, time = '00:00'] = bucket.split('T')
  const [, month, day] = (date ?? '').split('-').map(Number)
  const name = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    timeZone: 'UTC',
  })
  return `${day} ${name}${hourly ? ` ${time.slice(0, 5)}` : ''}`
}

export default function TimeseriesChart({ rows, hourly }: { rows: SeriesRow[]; hourly: boolean }) {
  const currency = useReportingCurrency().data
  const points = rows.map((r) => ({
    label: bucketLabel(r.bucket, hourly),
    sessions: Number(r.sessions),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    revenue: Number(r.revenue),
  }))
  return (
    <div>
      <div
        className="h-72 w-full"
        role="img"
        aria-label="Sessions and clicks (left axis) and conversions (right axis) over time; the table below holds the same figures"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={TICK} minTickGap={24} padding={{ left: 8, right: 8 }} />
            <YAxis
              yAxisId="left"
              tick={TICK}
              width={56}
              allowDecimals={false}
              label={{
                value: 'Sessions and clicks',
                angle: -90,
                position: 'insideLeft',
                ...AXIS_LABEL,
              }}
            />
            <YAxis
              yAxisId="right"
              orientation="right"
              tick={TICK}
              width={56}
              allowDecimals={false}
              label={{ value: 'Conversions', angle: 90, position: 'insideRight', ...AXIS_LABEL }}
            />
            <Tooltip
              contentStyle={{
                background: 'hsl(var(--popover))',
                borderColor: 'hsl(var(--border))',
                color: 'hsl(var(--popover-foreground))',
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              yAxisId="left"
              dataKey="sessions"
              name="Sessions (left axis)"
              stroke="hsl(215 16% 47%)"
              fill="hsl(215 16% 47%)"
              dot={DOT}
              isAnimationActive={false}
            />
            <Line
              yAxisId="left"
              dataKey="clicks"
              name="Clicks (left axis)"
              stroke="hsl(221 83% 53%)"
              fill="hsl(221 83% 53%)"
              dot={DOT}
              isAnimationActive={false}
              strokeWidth={2}
            />
            <Line
              yAxisId="right"
              dataKey="conversions"
              name="Conversions (right axis)"
              stroke="hsl(142 60% 40%)"
              fill="hsl(142 60% 40%)"
              strokeDasharray="5 3"
              dot={DOT}
              isAnimationActive={false}
              strokeWidth={2}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted-foreground">
          Show the figures as a table
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">
              Sessions, clicks, conversions and revenue over time
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1">
                  {hourly ? 'Hour' : 'Day'}
                </th>
                <th scope="col">Sessions</th>
                <th scope="col">Clicks</th>
                <th scope="col">Conversions</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label} className="border-b last:border-0">
                  <th scope="row" className="py-1 font-normal">
                    {p.label}
                  </th>
                  <td>{formatFigure(p.sessions, 'integer')}</td>
                  <td>{formatFigure(p.clicks, 'integer')}</td>
                  <td>{formatFigure(p.conversions, 'integer')}</td>
                  <td>{formatFigure(p.revenue, 'money', currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
