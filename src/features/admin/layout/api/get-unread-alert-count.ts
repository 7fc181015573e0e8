/** How many alerts the signed-in member has not read (the bell's badge): alert_unread_count(). */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export async function getUnreadAlertCount(signal?: AbortSignal): Promise<number> {
  let call = supabase.rpc('alert_unread_count')
  if (signal) call = call.abortSignal(signal)
  return Number(unwrap(await call) ?? 0)
}
