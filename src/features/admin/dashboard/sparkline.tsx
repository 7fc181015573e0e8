/**
 * A figure's sparkline (recharts, loaded lazily with this module so the charts never enter
 * the public pages): the current period as a line over the previous period's, dashed. The
 * chart is one image with its summary in words as its name; its drawing is hidden from
 * assistive technology.
 */
import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts'
import type { SparkPoint } from './traffic-figures'

export default function Sparkline({ points, label }: { points: SparkPoint[]; label: string }) {
  // A line needs two points: a lone value (the first hour of the day) shows as a dot.
  const lone = points.filter((point) => point.current !== null).length === 1
  return (
    <div role="img" aria-label={label} className="h-10 w-full">
      <div aria-hidden="true" className="size-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 2, right: 2, bottom: 2, left: 2 }}
          >
            <YAxis hide domain={[0, 'auto']} />
            <Line
              dataKey="previous"
              stroke="hsl(var(--muted-foreground))"
              strokeOpacity={0.5}
              strokeDasharray="3 3"
              strokeWidth={1}
              dot={false}
              isAnimationActive={false}
              connectNulls
            />
            <Line
              dataKey="current"
              stroke="hsl(var(--primary))"
              strokeWidth={2}
              dot={lone ? { r: 2, fill: 'hsl(var(--primary))' } : false}
              isAnimationActive={false}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  )
}
