/**
 * Sets the signed-in staff member's password (the set-password page after an invite or reset
 * link, and the profile's change). Auth's refusal (a weak or reused password, an expired
 * session) is thrown with its code and status.
 */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export async function updatePassword(password: string): Promise<void> {
  unwrap(await supabase.auth.updateUser({ password }))
}
