/**
 * 'Live' on Outgoing Clicks: while on, a Realtime subscription to inserts on
 * brand_clicks_history (RLS decides that only admins and analysts receive them) refetches
 * the shown page, at most once a second, so new clicks appear at the top without a reload.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'
import { clickKeys } from './keys'

export type LiveStatus = 'off' | 'connecting' | 'live' | 'error'

const REFETCH_GAP_MS = 1000

export function useLiveClicks(enabled: boolean): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Exclude<LiveStatus, 'off'>>('connecting')

  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | null = null
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = null
        void queryClient.invalidateQueries({ queryKey: clickKeys.lists() })
      }, REFETCH_GAP_MS)
    }
    const channel = supabase
      .channel(`click-log-live-${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'brand_clicks_history' },
        refetch,
      )
      .subscribe((state) => {
        if (state === 'SUBSCRIBED') setStatus('live')
        else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') setStatus('error')
      })
    return () => {
      if (timer) clearTimeout(timer)
      void supabase.removeChannel(channel)
      // The next time Live is switched on starts from 'connecting'.
      setStatus('connecting')
    }
  }, [enabled, queryClient])

  return enabled ? status : 'off'
}
