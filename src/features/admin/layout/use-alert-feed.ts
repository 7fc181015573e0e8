/**
 * The bell's data: the unread count and the latest alerts (TanStack Query), kept fresh by
 * Supabase Realtime while the channel is live (a fired or cleared alert refreshes every
 * alert query, throttled) and by polling meanwhile or when Realtime is unavailable (the
 * table not published, a proxy without websockets). Marking read refreshes the count.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { throttle } from '../components/throttle'
import type { LiveStatus } from '../components/use-table-inserts'
import { alertFeedKeys, BELL_SIZE } from './alert-feed'
import { getLatestAlerts } from './api/get-latest-alerts'
import { getUnreadAlertCount } from './api/get-unread-alert-count'
import { markAlertsRead } from './api/mark-alerts-read'
import { subscribeToAlertChanges } from './api/subscribe-to-alert-changes'

/** Polling while Realtime is not live; a slow safety net while it is. */
export const POLL_MS = { offline: 60_000, live: 5 * 60_000 } as const
/** Changes arriving together refresh once. */
const REFRESH_GAP_MS = 1_000

export const unreadAlertsOptions = (pollMs: number | false = false) =>
  queryOptions({
    queryKey: alertFeedKeys.unread(),
    queryFn: ({ signal }) => getUnreadAlertCount(signal),
    refetchInterval: pollMs,
    // A hidden tab need not poll; focus refetches.
    refetchIntervalInBackground: false,
  })

export function useUnreadAlertCount(pollMs: number | false) {
  return useQuery(unreadAlertsOptions(pollMs))
}

/**
 * The latest alerts, read with the bell rather than when its menu opens: a menu opened by
 * keyboard then starts on its first alert, not on a list still loading.
 */
export function useLatestAlerts() {
  return useQuery(
    queryOptions({
      queryKey: alertFeedKeys.latest(),
      queryFn: ({ signal }) => getLatestAlerts(BELL_SIZE, signal),
    }),
  )
}

/** Subscribes to alert changes while `enabled`; every change refreshes the alert queries. */
export function useLiveAlerts(enabled: boolean): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Exclude<LiveStatus, 'off'>>('connecting')
  useEffect(() => {
    if (!enabled) return
    const refresh = throttle(
      () => void queryClient.invalidateQueries({ queryKey: alertFeedKeys.all }),
      REFRESH_GAP_MS,
    )
    const unsubscribe = subscribeToAlertChanges(refresh.call, setStatus)
    return () => {
      refresh.cancel()
      unsubscribe()
      setStatus('connecting')
    }
  }, [enabled, queryClient])
  return enabled ? status : 'off'
}

/**
 * Marks alerts read (`ids`; none: all of them). The count follows at once; the lists when
 * `refreshLists` (the bell keeps its open menu's marks until it closes).
 */
export function useMarkAlertsRead({ refreshLists = true }: { refreshLists?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids?: readonly string[]) => markAlertsRead(ids),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: refreshLists ? alertFeedKeys.all : alertFeedKeys.unread(),
      }),
  })
}
