/**
 * Asks Auth to email a password reset link (POST /recover) that lands on the set-password
 * page. Auth answers alike whether or not the email has an account; its refusals (a
 * malformed address, a second request within the minute) are thrown with code and status.
 */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { SET_PASSWORD_PATH } from '../../constants'

export async function requestPasswordReset(email: string): Promise<void> {
  unwrap(
    await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${SET_PASSWORD_PATH}`,
    }),
  )
}
