/**
 * Removing an authenticator app: `removeFactor` after a fresh code proves the phone is at
 * hand; `retireFactor` for the old app once a new one is verified (the session is aal2).
 */
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { verifyCode } from './verify-code'

export async function retireFactor(factorId: string): Promise<void> {
  unwrap(await supabase.auth.mfa.unenroll({ factorId }))
}

export async function removeFactor(factorId: string, code: string): Promise<void> {
  await verifyCode(factorId, code)
  await retireFactor(factorId)
}
