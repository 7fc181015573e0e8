/** The signed-in staff member's verified authenticator-app factor, or null. */
import type { Factor } from '@supabase/supabase-js'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'

export async function fetchVerifiedFactor(): Promise<Factor | null> {
  const factors = unwrap(await supabase.auth.mfa.listFactors())
  return factors.totp[0] ?? null
}
