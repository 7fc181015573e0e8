/** Checks a code of the factor; the session becomes aal2 (auth-js emits MFA_CHALLENGE_VERIFIED). */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export async function verifyCode(factorId: string, code: string): Promise<void> {
  unwrap(await supabase.auth.mfa.challengeAndVerify({ factorId, code }))
}
