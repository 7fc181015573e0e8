/**
 * The `admin-users` edge function: staff management for /admin/users.
 *
 *   POST /functions/v1/admin-users   (Authorization: the admin's JWT; body: protocol.ts)
 *
 * The caller's JWT is verified by Auth (GET /user: signature, user and session), then the
 * database is asked, as the caller, whether they are an enabled admin. Changes to
 * admin_users are made as the caller too, so the table's guard (nobody removes, disables
 * or demotes themselves; the last admin stays) and RLS decide, and audit_log names the
 * admin. Only what needs the service key uses it: Auth's admin API (emailed invitations,
 * recovery links, bans, factors, deletes), listing sign-in times, and ending a user's
 * sessions.
 */
import { GoTrueClient, type User } from '@supabase/auth-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import { requireEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import {
  STAFF_ROLES,
  type AdminUsersError,
  type AdminUsersRequest,
  type StaffMember,
  type StaffRole,
} from './protocol.ts'

/** A ban "for ever" (100 years), as the Supabase dashboard sets one. */
export const BAN_DURATION = '876000h'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

const STATUS: Record<AdminUsersError, number> = {
  unauthenticated: 401,
  forbidden: 403,
  invalid: 400,
  not_found: 404,
  refused: 409,
  failed: 500,
}

class Refusal extends Error {
  constructor(
    readonly error: AdminUsersError,
    message: string,
  ) {
    super(message)
  }
}

const ok = (body: unknown) => json(body, 200, CORS)

/** The Data API as the caller (their JWT) or with the service key. */
function database(token: string): PostgrestClient {
  return new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
    headers: { apikey: requireEnv('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` },
  })
}

/** Auth with the service key (its admin API, and getUser(jwt) to verify a caller). */
function authAdmin(): GoTrueClient {
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY')
  return new GoTrueClient({
    url: `${requireEnv('SUPABASE_URL')}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
  })
}

interface Services {
  /** The Data API as the calling admin. */
  caller: PostgrestClient
  /** The Data API with the service key. */
  service: PostgrestClient
  auth: GoTrueClient
}

/** A database error as the reply: the guard's and RLS's refusals (42501) keep their words. */
function databaseRefusal(error: { code?: string; message: string }): Refusal {
  if (error.code === '42501') return new Refusal('refused', error.message)
  if (error.code === '23505') return new Refusal('refused', 'This person is already staff.')
  return new Refusal('failed', error.message)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^@\s]+@[^@\s]+$/

function parseRequest(body: unknown): AdminUsersRequest {
  const invalid = (message: string) => new Refusal('invalid', message)
  if (typeof body !== 'object' || body === null) throw invalid('Send a JSON object.')
  const input = body as Record<string, unknown>
  const action = input.action
  const userId = () => {
    if (typeof input.user_id !== 'string' || !UUID.test(input.user_id)) {
      throw invalid('user_id must be a staff member id.')
    }
    return input.user_id
  }
  const role = (): StaffRole => {
    if (!STAFF_ROLES.includes(input.role as StaffRole)) {
      throw invalid(`role must be one of ${STAFF_ROLES.join(', ')}.`)
    }
    return input.role as StaffRole
  }
  const redirectTo = typeof input.redirect_to === 'string' ? input.redirect_to : undefined
  switch (action) {
    case 'list':
      return { action }
    case 'invite': {
      const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
      if (!EMAIL.test(email) || email.length > 320) throw invalid('Enter a valid email address.')
      return { action, email, role: role(), redirect_to: redirectTo }
    }
    case 'set_role':
      return { action, user_id: userId(), role: role() }
    case 'reset_link':
      return { action, user_id: userId(), redirect_to: redirectTo }
    case 'disable':
    case 'enable':
    case 'sign_out':
    case 'reset_two_factor':
    case 'delete':
      return { action, user_id: userId() }
    default:
      throw invalid('Unknown action.')
  }
}

interface StaffRow {
  id: string
  email: string
  role: StaffRole
  disabled_at: string | null
  created_at: string
}

async function listAuthUsers(auth: GoTrueClient): Promise<Map<string, User>> {
  const users = new Map<string, User>()
  for (let page = 1; ; page++) {
    const { data, error } = await auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw new Refusal('failed', error.message)
    for (const user of data.users) users.set(user.id, user)
    if (data.users.length < 1000) return users
  }
}

async function listStaff({ caller, auth }: Services): Promise<StaffMember[]> {
  const { data, error } = await caller
    .from('admin_users')
    .select('id, email, role, disabled_at, created_at')
    .order('email')
  if (error) throw databaseRefusal(error)
  const authUsers = await listAuthUsers(auth)
  return (data as StaffRow[]).map((row) => {
    const user = authUsers.get(row.id)
    const lastSignIn = user?.last_sign_in_at ?? null
    // Invited until they open their link (which confirms the email) and set a password.
    const accepted = Boolean(user?.email_confirmed_at)
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.disabled_at ? 'disabled' : accepted ? 'active' : 'invited',
      two_factor: (user?.factors ?? []).some((factor) => factor.status === 'verified'),
      last_sign_in_at: lastSignIn,
      created_at: row.created_at,
    }
  })
}

/** Updates the staff row as the caller (guard, RLS and audit apply); a missing row is 404. */
async function updateStaff(caller: PostgrestClient, id: string, values: Record<string, unknown>) {
  const { data, error } = await caller.from('admin_users').update(values).eq('id', id).select('id')
  if (error) throw databaseRefusal(error)
  if (data.length === 0) throw new Refusal('not_found', 'No such staff member.')
}

/** Runs an Auth admin call; its error becomes a 500 reply. */
async function authStep(step: Promise<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await step
  if (error) throw new Refusal('failed', error.message)
}

/** Auth's refusal of an invitation or link: a confirmed account cannot be invited again. */
function linkRefusal(error: { code?: string; message: string }): Refusal {
  if (error.code === 'email_exists') {
    return new Refusal('refused', 'A user with this email address already exists.')
  }
  return new Refusal('failed', error.message)
}

/** Auth emails the invitation (through the project's SMTP); answers the invited user's id. */
async function emailInvitation(
  auth: GoTrueClient,
  email: string,
  redirectTo: string | undefined,
): Promise<string> {
  const { data, error } = await auth.admin.inviteUserByEmail(
    email,
    redirectTo ? { redirectTo } : undefined,
  )
  if (error) throw linkRefusal(error)
  return data.user.id
}

/** A password reset link from Auth (no mail is sent): the admin passes it on. */
async function recoveryLink(
  auth: GoTrueClient,
  email: string,
  redirectTo: string | undefined,
): Promise<string> {
  const { data, error } = await auth.admin.generateLink({
    type: 'recovery',
    email,
    options: redirectTo ? { redirectTo } : undefined,
  })
  if (error) throw linkRefusal(error)
  return data.properties.action_link
}

async function endSessions(service: PostgrestClient, id: string) {
  const { error } = await service.rpc('end_user_sessions', { p_user_id: id })
  if (error) throw new Refusal('failed', error.message)
}

async function perform(
  request: AdminUsersRequest,
  services: Services,
  callerId: string,
): Promise<unknown> {
  const { caller, service, auth } = services
  switch (request.action) {
    case 'list':
      return { users: await listStaff(services) }

    case 'invite': {
      const userId = await emailInvitation(auth, request.email, request.redirect_to)
      const { error } = await caller
        .from('admin_users')
        .insert({ id: userId, email: request.email, role: request.role })
      if (error) {
        const existing = await caller.from('admin_users').select('id').eq('id', userId)
        // A fresh invitee without a staff row would be a stray account: take it back.
        if (!existing.data?.length) await auth.admin.deleteUser(userId)
        throw databaseRefusal(error)
      }
      return { user_id: userId, sent: true }
    }

    case 'set_role':
      await updateStaff(caller, request.user_id, { role: request.role })
      return { ok: true }

    case 'disable':
      // The database first: its guard refuses yourself and the last admin before Auth is touched.
      await updateStaff(caller, request.user_id, { disabled_at: new Date().toISOString() })
      await authStep(auth.admin.updateUserById(request.user_id, { ban_duration: BAN_DURATION }))
      await endSessions(service, request.user_id)
      return { ok: true }

    case 'enable':
      await updateStaff(caller, request.user_id, { disabled_at: null })
      await authStep(auth.admin.updateUserById(request.user_id, { ban_duration: 'none' }))
      return { ok: true }

    case 'sign_out':
      await updateStaff(caller, request.user_id, { sessions_ended_at: new Date().toISOString() })
      await endSessions(service, request.user_id)
      return { ok: true }

    case 'reset_two_factor': {
      // For a lost phone. The stamp first, as the admin: the guard refuses your own, and
      // audit_log names who reset whose. The member then signs in with the password alone.
      await updateStaff(caller, request.user_id, { two_factor_reset_at: new Date().toISOString() })
      const { data, error } = await auth.admin.mfa.listFactors({ userId: request.user_id })
      if (error) throw new Refusal('failed', error.message)
      for (const factor of data.factors) {
        await authStep(auth.admin.mfa.deleteFactor({ userId: request.user_id, id: factor.id }))
      }
      return { ok: true }
    }

    case 'reset_link': {
      const { data: rows, error } = await caller
        .from('admin_users')
        .select('email')
        .eq('id', request.user_id)
      if (error) throw databaseRefusal(error)
      const email = (rows as Array<{ email: string }>)[0]?.email
      if (!email) throw new Refusal('not_found', 'No such staff member.')
      await updateStaff(caller, request.user_id, {
        reset_link_issued_at: new Date().toISOString(),
      })
      const link = await recoveryLink(auth, email, request.redirect_to)
      return { link, user_id: request.user_id }
    }

    case 'delete': {
      // RLS alone would just match no row for yourself; say why instead.
      if (request.user_id === callerId) throw new Refusal('refused', 'You cannot remove yourself')
      const { data, error } = await caller
        .from('admin_users')
        .delete()
        .eq('id', request.user_id)
        .select('id')
      if (error) throw databaseRefusal(error)
      if (data.length === 0) throw new Refusal('not_found', 'No such staff member.')
      await authStep(auth.admin.deleteUser(request.user_id))
      return { ok: true }
    }
  }
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  const fail = (error: AdminUsersError, message: string) =>
    json({ error, message }, STATUS[error], CORS)
  if (req.method !== 'POST') return fail('invalid', 'Use POST.')

  const token = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  const auth = authAdmin()
  try {
    // Auth checks the signature, the user and the session; the anon key names no user.
    const { data: who, error: authError } = token
      ? await auth.getUser(token)
      : { data: { user: null }, error: null }
    if (authError || !who.user) return fail('unauthenticated', 'Sign in as an admin.')

    const caller = database(token)
    const { data: self, error: selfError } = await caller
      .from('admin_users')
      .select('role, disabled_at')
      .eq('id', who.user.id)
      .maybeSingle()
    if (selfError) throw databaseRefusal(selfError)
    const me = self as { role: string; disabled_at: string | null } | null
    if (me?.role !== 'admin' || me.disabled_at !== null) {
      return fail('forbidden', 'Only admins can manage staff.')
    }

    let body: unknown
    try {
      body = await req.json()
    } catch {
      return fail('invalid', 'Send a JSON object.')
    }
    const service = database(requireEnv('SUPABASE_SERVICE_ROLE_KEY'))
    return ok(await perform(parseRequest(body), { caller, service, auth }, who.user.id))
  } catch (error) {
    if (error instanceof Refusal) return fail(error.error, error.message)
    throw error
  }
}
