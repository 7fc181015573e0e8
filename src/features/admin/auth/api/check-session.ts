/**
 * Asks Auth whether this browser's session still exists. supabase-js drops a session Auth no
 * longer knows (session_not_found) and emits SIGNED_OUT; without a session there is nothing
 * to ask. Other failures (the network) are thrown with their code and status.
 */
import { isAuthSessionMissingError } from '@supabase/supabase-js'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export async function checkSession(): Promise<void> {
  const result = await supabase.auth.getUser()
  if (isAuthSessionMissingError(result.error)) return
  unwrap(result)
}
