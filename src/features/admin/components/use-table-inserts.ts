/**
 * Rows as they are inserted (./api/subscribe-to-inserts.ts), while `enabled`; `onInsert` may
 * change between renders without resubscribing. Callers that refetch on an insert throttle it
 * (see ./throttle.ts): inserts can come at dozens a second.
 */
import { useEffect, useRef, useState } from 'react'
import { subscribeToInserts } from './api/subscribe-to-inserts'

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
    const unsubscribe = subscribeToInserts(table, (row) => handler.current(row), setStatus)
    return () => {
      unsubscribe()
      // The next subscription starts from 'connecting'.
      setStatus('connecting')
    }
  }, [enabled, table])

  return enabled ? status : 'off'
}
