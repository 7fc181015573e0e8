/**
 * 'Live' on Outgoing Clicks: while on, inserts on brand_clicks_history (Realtime; RLS decides
 * that only admins and analysts receive them) refetch the shown page, at most once a second,
 * so new clicks appear at the top without a reload.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { throttle } from '../components/throttle'
import { useTableInserts, type LiveStatus } from '../components/use-table-inserts'
import { clickKeys } from './keys'

export type { LiveStatus }

const REFETCH_GAP_MS = 1000

export function useLiveClicks(enabled: boolean): LiveStatus {
  const queryClient = useQueryClient()
  const refetch = useMemo(
    () =>
      throttle(
        () => void queryClient.invalidateQueries({ queryKey: clickKeys.lists() }),
        REFETCH_GAP_MS,
      ),
    [queryClient],
  )
  useEffect(() => () => refetch.cancel(), [refetch])
  return useTableInserts('brand_clicks_history', refetch.call, enabled)
}
