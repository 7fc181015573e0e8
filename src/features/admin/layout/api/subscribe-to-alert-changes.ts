/**
 * Fired and cleared alerts as they happen, through Supabase Realtime's postgres_changes on
 * `alerts` (inserts: an alert fired; updates: it cleared, or its delivery moved on). RLS
 * decides per subscriber which rows arrive. Returns the way to unsubscribe.
 */
import { supabase } from '@/lib/supabase'
import type { SubscriptionState } from '../../components/api/subscribe-to-inserts'

export function subscribeToAlertChanges(
  onChange: () => void,
  onState: (state: SubscriptionState) => void,
): () => void {
  const channel = supabase
    .channel(`alerts-changes-${crypto.randomUUID()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'alerts' }, onChange)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'alerts' }, onChange)
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') onState('live')
      else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') {
        onState('error')
      }
    })
  return () => void supabase.removeChannel(channel)
}
