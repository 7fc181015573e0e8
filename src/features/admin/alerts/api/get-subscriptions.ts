/** The ids of the alert rules a staff member gets emails of (alert_subscriptions: their own rows). */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export async function getSubscriptions(userId: string, signal?: AbortSignal): Promise<string[]> {
  let query = supabase.from('alert_subscriptions').select('rule_id').eq('user_id', userId)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query).map((row) => row.rule_id)
}
