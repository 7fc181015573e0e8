/**
 * The newest clicks as they happen: time, brand, country, device and quality band, each
 * opening the click's detail in Outgoing Clicks. The dashboard's Realtime subscription
 * refetches the list; a click that arrives after the first load slides in (not with reduced
 * motion).
 */
import { Radio } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { exactTime } from '../components/time-ago'
import type { LiveStatus } from '../components/use-table-inserts'
import { QualityBadge } from '../components/traffic-log/quality-badge'
import { LATEST_CLICKS_LIMIT, useLatestClicks, type LatestClick } from './api/get-latest-clicks'
import { RetryAlert } from '../components/retry-alert'

const LIVE_TEXT: Record<LiveStatus, string> = {
  off: '',
  connecting: 'Connecting…',
  live: 'New clicks appear as they happen',
  error: 'Live updates are unavailable',
}

const clockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

function where(click: LatestClick) {
  const place = [click.city, click.country].filter(Boolean).join(', ')
  const device = [click.device_type, click.browser].filter(Boolean).join(' · ')
  return [place, device].filter(Boolean).join(' — ') || 'Place and device not recorded'
}

function ClickItem({ click, fresh }: { click: LatestClick; fresh: boolean }) {
  const time = clockTime.format(new Date(click.click_time))
  return (
    <li
      className={cn(
        'flex items-center gap-3 py-2',
        fresh &&
          'motion-safe:duration-700 motion-safe:animate-in motion-safe:fade-in-0 motion-safe:slide-in-from-top-2',
      )}
    >
      <time
        dateTime={click.click_time}
        title={exactTime(click.click_time)}
        className="w-16 shrink-0 text-xs tabular-nums text-muted-foreground"
      >
        {time}
      </time>
      <div className="min-w-0 flex-1">
        <Link
          to={`/admin/click-log?click=${click.id}`}
          className="block truncate rounded-sm text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {click.brand_name ?? 'Deleted brand'}
          <span className="sr-only"> at {time}</span>
        </Link>
        <p className="truncate text-xs text-muted-foreground">{where(click)}</p>
      </div>
      <QualityBadge score={click.traffic_quality_score} />
    </li>
  )
}

/** Mounted with the first load: the clicks it showed then are the baseline of what is new. */
function ClickList({ clicks }: { clicks: LatestClick[] }) {
  const [baseline] = useState(() => new Set(clicks.map((click) => click.id)))
  return (
    <>
      <ol aria-label={`The ${LATEST_CLICKS_LIMIT} latest clicks`} className="divide-y">
        {clicks.map((click) => (
          <ClickItem key={click.id} click={click} fresh={!baseline.has(click.id)} />
        ))}
      </ol>
      <Link
        to="/admin/click-log?period=today"
        className="inline-block rounded-sm text-sm text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        All of today’s clicks
      </Link>
    </>
  )
}

export function LatestClicks({ live }: { live: LiveStatus }) {
  const clicks = useLatestClicks()

  return (
    <section
      aria-labelledby="latest-clicks-heading"
      className="min-w-0 space-y-2 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="latest-clicks-heading" className="text-sm font-semibold">
          Latest clicks
        </h2>
        <p role="status" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Radio
            aria-hidden="true"
            className={cn(
              'size-3.5',
              live === 'live' && 'text-primary motion-safe:animate-pulse',
              live === 'error' && 'text-destructive',
            )}
          />
          {LIVE_TEXT[live]}
        </p>
      </div>
      {clicks.isPending ? (
        <div role="status" aria-label="Loading the latest clicks" className="space-y-3 py-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : clicks.isError ? (
        <RetryAlert what="the latest clicks" onRetry={() => void clicks.refetch()} />
      ) : clicks.data.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          No clicks yet. Clicks on Get Bonus and the brand cards of the public site appear here.
        </p>
      ) : (
        <ClickList clicks={clicks.data} />
      )}
    </section>
  )
}
