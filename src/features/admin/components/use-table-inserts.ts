/**
 * Rows as they are inserted, through Supabase Realtime's postgres_changes (RLS decides per
 * subscriber which rows arrive: the traffic tables reach admins and analysts only). The
 * subscription lives while `enabled`; `onInsert` may change between renders without
 * resubscribing. Callers that refetch on an insert throttle it (see ./throttle.ts): inserts
 * can come at dozens a second.
 */
import { useEffect, useRef, useState } from 'react'
import { supabase } from '@/lib/supabase'

export type LiveStatus = 'off' | 'connecting' | 'live' | 'error'

export function useTableInserts(
  table: string,
  onInsert: (row: Record<string, unknown>) => void,
  enabled = true,
): LiveStatus {
  const [status, setStatus] = useState<Exclude<LiveStatus, 'off'>>('connecting')
  const handler = useRef(onInsert)
  useEffect(() => {
    handler.current = onInsert
  }, [onInsert])

  useEffect(() => {
    if (!enabled) return
    const channel = supabase
      .channel(`${table}-inserts-${crypto.randomUUID()}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (payload) =>
        handler.current(payload.new),
      )
      .subscribe((state) => {
        if (state === 'SUBSCRIBED') setStatus('live')
        else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') setStatus('error')
      })
    return () => {
      void supabase.removeChannel(channel)
      // The next subscription starts from 'connecting'.
      setStatus('connecting')
    }
  }, [enabled, table])

  return enabled ? status : 'off'
}
