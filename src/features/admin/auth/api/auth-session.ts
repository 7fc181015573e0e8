/**
 * Everything the auth provider asks of the server, bound to one client: the admin's own
 * (`adminAuthCalls`) or a test's stand-in (`authCalls(fake)`), so the provider never holds
 * supabase-js itself. Auth's refusals are thrown with their code and status (unwrap); the
 * provider decides what a failure means.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import {
  checkStaffStatus,
  fetchSessionLimits,
  fetchTwoFactorStep,
  markPasswordSetupCompleted,
  requestAdminToken,
} from './auth-calls'
import type { AdminSupabaseClient } from './database'
import { signInStaff, type SignInOptions, type SignInInput } from './sign-in'

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void

export function authCalls(client: AdminSupabaseClient) {
  return {
    /** The stored session, or null when signed out. */
    getSession: async () => unwrap(await client.auth.getSession()).session,
    /** Calls `listener` on every auth event; returns the way to stop. */
    watch: (listener: AuthListener) => {
      const { data } = client.auth.onAuthStateChange(listener)
      return () => data.subscription.unsubscribe()
    },
    /** Signs out this session ('local') or every session of the user ('global'). */
    signOut: async (scope: 'local' | 'global') => {
      unwrap(await client.auth.signOut({ scope }))
    },
    signIn: (input: SignInInput, options: SignInOptions) => signInStaff(client, input, options),
    twoFactorStep: () => fetchTwoFactorStep(client),
    checkStaffStatus: (email: string) => checkStaffStatus(client, email),
    requestAdminToken: (email: string) => requestAdminToken(client, email),
    markPasswordSetupCompleted: (userId: string) => markPasswordSetupCompleted(client, userId),
    fetchSessionLimits: () => fetchSessionLimits(client),
  }
}

export type AuthCalls = ReturnType<typeof authCalls>

export const adminAuthCalls: AuthCalls = authCalls(supabase)
