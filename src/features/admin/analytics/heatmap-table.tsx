/**
 * Clicks by hour of day and day of week as a heatmap that is itself a table: the colour is the
 * count's share of the busiest cell, and the count is the cell's text, so screen readers and
 * keyboards read the same figures the eye sees.
 */
import { cn } from '@/lib/utils'
import type { HeatmapRow } from '../components/reporting/api/get-report'
import { HEAT_CLASSES, heatLevel } from './heat-level'

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
/** Rows Monday first; the database numbers days 0 = Sunday. */
const DOW = [1, 2, 3, 4, 5, 6, 0]
const HOURS = Array.from({ length: 24 }, (_, h) => h)

export function HeatmapTable({ rows, timeZone }: { rows: HeatmapRow[]; timeZone: string }) {
  const counts = new Map(rows.map((r) => [`${r.day_of_week}:${r.hour}`, Number(r.clicks)]))
  const max = Math.max(1, ...counts.values())
  return (
    // On a phone the 24 hours scroll sideways: the box takes focus so keys can scroll it too.
    <div
      className="overflow-x-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      role="group"
      aria-label="Clicks by day and hour, scrolls sideways on narrow screens"
    >
      <table className="w-full min-w-[44rem] border-separate border-spacing-0.5 text-[11px]">
        <caption className="sr-only">Clicks by day of week and hour of day ({timeZone})</caption>
        <thead>
          <tr>
            <th scope="col" className="w-10 text-left font-medium text-muted-foreground">
              <span className="sr-only">Day</span>
            </th>
            {HOURS.map((h) => (
              <th key={h} scope="col" className="font-normal text-muted-foreground">
                {String(h).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DOW.map((dow, i) => (
            <tr key={dow}>
              <th scope="row" className="pr-1 text-left font-medium text-muted-foreground">
                {DAYS[i]}
              </th>
              {HOURS.map((h) => {
                const n = counts.get(`${dow}:${h}`) ?? 0
                return (
                  <td
                    key={h}
                    className={cn(
                      'h-7 rounded-sm text-center tabular-nums',
                      HEAT_CLASSES[heatLevel(n, max)],
                    )}
                  >
                    {n >= 1000 ? `${Math.round(n / 100) / 10}k` : n}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
