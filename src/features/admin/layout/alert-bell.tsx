/**
 * The top bar's bell (#28): the signed-in member's unread alerts as a badge (none at 0), and
 * a menu of the latest alerts, each opening the rows behind it, then 'All alerts'. Opening
 * the menu marks the listed alerts read; they keep their 'New' mark until it closes, so
 * staff see which ones came since they last looked. Shown only to roles that may read the
 * Alerts section; kept fresh by Realtime, polling when it is not live.
 */
import { Bell } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '../auth/auth-context'
import { MenuRetry } from '../components/menu-retry'
import { exactTime, timeAgo } from '../components/time-ago'
import { adminSections, can } from '../sections'
import { alertFeedKeys, bellLabel, type AlertEpisode } from './alert-feed'
import {
  POLL_MS,
  useLatestAlerts,
  useLiveAlerts,
  useMarkAlertsRead,
  useUnreadAlertCount,
} from './use-alert-feed'

const section = adminSections.alerts

/** The badge's text: the count, '99+' beyond. */
function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread)
}

/** Open or Cleared, with when it cleared. */
function EpisodeState({ alert }: { alert: Pick<AlertEpisode, 'clearedAt'> }) {
  return alert.clearedAt ? (
    <Badge variant="secondary" title={`Cleared ${exactTime(alert.clearedAt)}`}>
      Cleared
    </Badge>
  ) : (
    <Badge variant="destructive">Open</Badge>
  )
}

function BellItem({ alert, unread }: { alert: AlertEpisode; unread: boolean }) {
  return (
    <DropdownMenuItem asChild className="items-start gap-2.5 py-2">
      <Link to={alert.link ?? section.path}>
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-primary' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className={`line-clamp-2 ${unread ? 'font-medium' : ''}`}>
            {unread ? <span className="sr-only">New: </span> : null}
            {alert.message}
          </span>
          <span className="block truncate text-xs">{alert.subjectLabel}</span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <time dateTime={alert.firedAt} title={exactTime(alert.firedAt)}>
              {timeAgo(alert.firedAt)}
            </time>
            <EpisodeState alert={alert} />
          </span>
        </span>
      </Link>
    </DropdownMenuItem>
  )
}

function BellMenu({
  latest,
  shownNew,
}: {
  latest: ReturnType<typeof useLatestAlerts>
  shownNew: ReadonlySet<string>
}) {
  let body
  if (latest.isPending) {
    body = (
      <div className="space-y-2 px-2 py-2" aria-busy="true">
        <p className="sr-only">Loading alerts...</p>
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/6" />
        <Skeleton className="h-3 w-1/4" />
      </div>
    )
  } else if (latest.isError && !latest.data) {
    body = <MenuRetry what="the alerts" onRetry={() => void latest.refetch()} />
  } else if (latest.data.length === 0) {
    body = (
      <div className="px-2 py-4 text-center">
        <p className="text-sm font-medium">No alerts</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Checks run every few minutes; anything that needs you shows up here.
        </p>
      </div>
    )
  } else {
    // The alerts scroll within the menu, its heading and 'All alerts' staying in view; the
    // region takes focus (a click, axe's keyboard rule), the arrow keys move through it.
    body = (
      <DropdownMenuGroup
        aria-label="Latest alerts"
        tabIndex={0}
        className="max-h-[min(28rem,calc(var(--radix-dropdown-menu-content-available-height)-7rem))] overflow-y-auto rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {latest.data.map((alert) => (
          <BellItem key={alert.id} alert={alert} unread={!alert.read || shownNew.has(alert.id)} />
        ))}
      </DropdownMenuGroup>
    )
  }

  return (
    <>
      <DropdownMenuLabel>Alerts</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {body}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to={section.path} className="justify-center font-medium">
          All alerts
        </Link>
      </DropdownMenuItem>
    </>
  )
}

function BellButton() {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const live = useLiveAlerts(true)
  const unread = useUnreadAlertCount(live === 'live' ? POLL_MS.live : POLL_MS.offline)
  const latest = useLatestAlerts()
  const { mutate: markRead } = useMarkAlertsRead({ refreshLists: false })
  // The alerts this opening marked read: they keep their 'New' mark until the menu closes,
  // even when a fresh read (or Realtime) already brings them back read.
  const marked = useRef(new Set<string>())
  const [shownNew, setShownNew] = useState<ReadonlySet<string>>(() => new Set())

  useEffect(() => {
    if (!open || !latest.data) return
    const fresh = latest.data.filter((alert) => !alert.read && !marked.current.has(alert.id))
    if (fresh.length === 0) return
    for (const alert of fresh) marked.current.add(alert.id)
    setShownNew(new Set(marked.current))
    markRead(fresh.map((alert) => alert.id))
  }, [open, latest.data, markRead])

  const onOpenChange = (next: boolean) => {
    // What is kept shows at once; a fresh read follows (Realtime may have been down).
    if (next) void queryClient.invalidateQueries({ queryKey: alertFeedKeys.latest() })
    else {
      const seen = marked.current
      marked.current = new Set()
      setShownNew(new Set())
      if (seen.size > 0) {
        queryClient.setQueryData(alertFeedKeys.latest(), (alerts: AlertEpisode[] | undefined) =>
          alerts?.map((alert) => (seen.has(alert.id) ? { ...alert, read: true } : alert)),
        )
        // An open Alerts list drops their New marks.
        void queryClient.invalidateQueries({ queryKey: alertFeedKeys.lists() })
      }
    }
    setOpen(next)
  }

  const count = unread.data ?? 0
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="relative" data-testid="alert-bell">
          <Bell aria-hidden="true" />
          <span className="sr-only">{bellLabel(count)}</span>
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute right-0.5 top-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
            >
              {badgeText(count)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <BellMenu latest={latest} shownNew={shownNew} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The bell, for roles that may read alerts; nothing for the others. */
export function AlertBell() {
  const { role } = useAuth()
  return can(role, section.key) ? <BellButton /> : null
}
