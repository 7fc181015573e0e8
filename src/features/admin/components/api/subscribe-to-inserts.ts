/**
 * Rows of `table` as they are inserted, through Supabase Realtime's postgres_changes (RLS
 * decides per subscriber which rows arrive: the traffic tables reach admins and analysts
 * only). Returns the way to unsubscribe.
 */
import { supabase } from '@/lib/supabase'

export type SubscriptionState = 'live' | 'error'

export function subscribeToInserts(
  table: string,
  onInsert: (row: Record<string, unknown>) => void,
  onState: (state: SubscriptionState) => void,
): () => void {
  const channel = supabase
    .channel(`${table}-inserts-${crypto.randomUUID()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (payload) =>
      onInsert(payload.new),
    )
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') onState('live')
      else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') onState('error')
    })
  return () => void supabase.removeChannel(channel)
}
