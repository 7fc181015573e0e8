/**
 * Marks alerts read for the signed-in member: `ids`, or every alert when none are given
 * ('Mark all read'). mark_alerts_read() writes only the caller's own marks.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

/** Resolves to how many alerts were newly marked. */
export async function markAlertsRead(ids?: readonly string[]): Promise<number> {
  return unwrap(await supabase.rpc('mark_alerts_read', ids ? { p_ids: [...ids] } : {}))
}
