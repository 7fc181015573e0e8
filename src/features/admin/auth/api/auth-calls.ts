/**
 * The database calls of the sign-in flow (SPEC.md section 7, "Authentication and admin"):
 * the two-factor step owed, the staff check, the admin token, the password-setup flag, the sign-in attempt log and
 * the login throttle. Each returns its answer or throws the server's error (code and status
 * kept); the auth provider decides what a failure means (section 8: logged only, the user
 * treated as not staff or tokenless).
 */
import { unwrap } from '@/lib/result'
import type { AdminSupabaseClient } from './database'
import { isStaffRole, type StaffRole } from '../roles'
import { sessionLimitsFrom, type SessionLimits } from '../inactivity'

export type StaffRecord = {
  id: string
  email: string
  role: StaffRole
  admin_token: string | null
  password_setup_completed: boolean
  updated_at: string
}

/** The caller's staff record, or null when not staff. Throws when the check itself fails. */
export async function checkStaffStatus(
  client: AdminSupabaseClient,
  email: string,
): Promise<StaffRecord | null> {
  const row = unwrap(await client.rpc('check_user_admin_status', { user_email: email }))[0]
  if (!row || !isStaffRole(row.role)) return null
  return { ...row, role: row.role }
}

/** What the staff member still owes after the password (public.my_two_factor_state). */
export type TwoFactorStep = 'verify' | 'enrol'

/**
 * The step the database asks of the caller before it grants staff rights: a code from the
 * enrolled authenticator app ('verify'), or enrolment when admins must have one ('enrol').
 */
export async function fetchTwoFactorStep(
  client: AdminSupabaseClient,
): Promise<TwoFactorStep | null> {
  const state = unwrap(await client.rpc('my_two_factor_state'))
  if (state === 'pending') return 'verify'
  if (state === 'required') return 'enrol'
  return null
}

/** A fresh admin token for the caller, or null when the server issued none. */
export async function requestAdminToken(client: AdminSupabaseClient, email: string) {
  return unwrap(await client.rpc('set_admin_token_for_user', { user_email: email })) ?? null
}

export async function markPasswordSetupCompleted(client: AdminSupabaseClient, userId: string) {
  unwrap(
    await client
      .from('admin_users')
      .update({ password_setup_completed: true, updated_at: new Date().toISOString() })
      .eq('id', userId),
  )
}

/**
 * One row in login_attempts per attempt: the email and outcome, and for a failure the
 * message shown. Never the password. The server fills ip, user agent and time.
 */
export async function recordLoginAttempt(
  client: AdminSupabaseClient,
  attempt: { email: string; success: boolean; failureReason?: string | null },
) {
  unwrap(
    await client.from('login_attempts').insert({
      email: attempt.email,
      success: attempt.success,
      failure_reason: attempt.success ? null : (attempt.failureReason ?? 'unknown').slice(0, 200),
    }),
  )
}

/**
 * The inactivity limits from the settings (every staff role reads the admin.* keys). Throws
 * when the read fails; the provider then keeps the limits it has.
 */
export async function fetchSessionLimits(client: AdminSupabaseClient): Promise<SessionLimits> {
  const data = unwrap(
    await client
      .from('site_settings')
      .select('key, value')
      .in('key', ['admin.inactivity_minutes', 'admin.keep_signed_in_hours']),
  )
  const value = (key: string) => data.find((row) => row.key === key)?.value
  return sessionLimitsFrom({
    inactivityMinutes: value('admin.inactivity_minutes'),
    keepSignedInHours: value('admin.keep_signed_in_hours'),
  })
}
