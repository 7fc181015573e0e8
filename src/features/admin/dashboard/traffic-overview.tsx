/**
 * The dashboard's traffic part, for the roles that read traffic (admins and analysts): today
 * against yesterday and the last 7 days against the 7 before, the top brands of the 7 days and
 * the latest clicks, all kept current by one Realtime subscription to inserted clicks. Days are
 * the reporting time zone's; nothing is asked before it is known.
 */
import { useEffect, useMemo, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { useReportingTimeZone } from '../components/reporting/api/get-reporting-time-zone'
import { todayIn } from '../components/traffic/filters'
import { ComparisonFigures } from './comparison-figures'
import { LatestClicks } from './latest-clicks'
import { TopBrands } from './top-brands'
import { currentHourBucket, dashboardComparisons } from './traffic-figures'
import { useDashboardLive } from './use-dashboard-live'

const CLOCK_TICK_MS = 60_000

/** The time now, renewed every minute: the day and the sparklines' current hour move with it. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function TrafficOverview({
  showFigures,
  showClicks,
}: {
  /** Figures and top brands (Analytics' readers). */
  showFigures: boolean
  /** The latest clicks (Outgoing Clicks' readers). */
  showClicks: boolean
}) {
  const timeZone = useReportingTimeZone()
  const zone = timeZone.data ?? 'UTC'
  const now = useClock()
  const today = todayIn(zone, now)
  const comparisons = useMemo(() => dashboardComparisons(today), [today])
  const live = useDashboardLive(comparisons)
  const [day, week] = comparisons

  if (timeZone.isPending) {
    return (
      <div role="status" aria-label="Loading the traffic figures" className="space-y-3">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    )
  }
  const nowBucket = currentHourBucket(zone, now)
  return (
    <div className="space-y-6">
      {showFigures ? (
        <>
          <ComparisonFigures comparison={day} nowBucket={nowBucket} />
          <ComparisonFigures comparison={week} nowBucket={nowBucket} />
        </>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {showFigures ? <TopBrands comparison={week} /> : null}
        {showClicks ? <LatestClicks live={live} /> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        Days in {zone}; bot-filtered clicks left out. Every figure opens the rows behind it.
      </p>
    </div>
  )
}
