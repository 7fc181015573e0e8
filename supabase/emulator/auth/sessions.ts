/**
 * Sessions, access tokens and refresh-token rotation, following GoTrue:
 * a sign-in creates a row in auth.sessions and a first refresh token; every
 * refresh revokes the token used and issues its child. Reusing a revoked token
 * shortly after (a client that lost the answer, two tabs refreshing at once)
 * gets the session's current token back; reusing it later is treated as theft
 * and revokes every token of the session. Sign-out deletes sessions, which
 * deletes their refresh tokens.
 */
import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { JWT_EXPIRY } from '../config.ts'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { signJwt } from '../keys.ts'
import { AuthError, badRequest } from './errors.ts'
import type { JsonObject } from './request.ts'
import {
  findUserById,
  firstRow,
  isBanned,
  loadUserJson,
  USER_COLUMNS,
  type UserRow,
} from './users.ts'

type Queryable = Pick<pg.PoolClient, 'query'>

/** Seconds during which a just-rotated refresh token may be replayed (GoTrue's default). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10

export interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  aal: string
  not_after: Date | null
  /** Selected where the session's age and use are checked (a refresh). */
  refreshed_at?: Date | null
}

interface RefreshTokenRow {
  id: string
  token: string
  user_id: string | null
  revoked: boolean
  updated_at: Date
  parent: string | null
  session_id: string | null
}

export interface ClientInfo {
  ip: string | null
  userAgent: string | null
}

/** A new refresh token of the session, child of `parent` (null: the session's first). */
async function grantRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(16).toString('base64url')
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, now(), now())`,
    [token, userId, sessionId, parent],
  )
  return token
}

/**
 * How a session's user proved who they are, in GoTrue's amr method names: a session carries
 * one claim per method (auth.mfa_amr_claims), a verified second factor adding 'totp'.
 */
export type AuthMethod =
  'password' | 'otp' | 'recovery' | 'invite' | 'magiclink' | 'email/signup' | 'totp'

export interface AmrClaim {
  method: string
  timestamp: number
}

/** The session's amr claims, the most recent first (as GoTrue orders them in the token). */
async function loadAmr(db: Queryable, sessionId: string): Promise<AmrClaim[]> {
  const { rows } = await db.query<AmrClaim>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  return rows
}

/** Records (or renews) one way the session's user proved who they are. */
async function addAmrClaim(db: Queryable, sessionId: string, method: AuthMethod) {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, now(), now())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

/** Supabase's access-token claims for a user in a session. */
export async function signAccessToken(
  ctx: ServiceContext,
  user: UserRow,
  session: SessionRow,
  amr: AmrClaim[],
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000)
  const expiresAt = issuedAt + JWT_EXPIRY
  const claims = {
    iss: `${ctx.url()}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  }
  return { token: await signJwt(claims, expiresAt), expiresAt }
}

async function sessionResponse(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<JsonObject> {
  const { token, expiresAt } = await signAccessToken(
    ctx,
    user,
    session,
    await loadAmr(db, session.id),
  )
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: JWT_EXPIRY,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  }
}

/**
 * Starts a session for a user who has just proved who they are (by `method`), in the
 * caller's transaction: records the sign-in time and returns the session JSON.
 */
export async function issueSession(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  client: ClientInfo,
  method: AuthMethod = 'password',
): Promise<JsonObject> {
  const { rows: users } = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1
     returning ${USER_COLUMNS}`,
    [user.id],
  )
  const signedIn = users[0] ?? user
  await db.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [user.id])
  const { rows: sessions } = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip, created_at, updated_at)
     values (gen_random_uuid(), $1, 'aal1', $2, $3::inet, now(), now())
     returning id, user_id, created_at, aal, not_after`,
    [user.id, client.userAgent, client.ip],
  )
  const session = firstRow(sessions)
  await addAmrClaim(db, session.id, method)
  const refreshToken = await grantRefreshToken(db, user.id, session.id, null)
  return sessionResponse(ctx, db, signedIn, session, refreshToken)
}

const refreshNotFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

/**
 * Why a session may no longer be refreshed, in GoTrue's words (its Session.CheckValidity):
 * past its not_after, past the time box since sign-in, or unused (last refreshed, else its
 * refresh token last changed) for longer than the inactivity timeout. Null when it may.
 */
function sessionExpiry(
  ctx: ServiceContext,
  session: SessionRow,
  token: RefreshTokenRow,
): string | null {
  const now = Date.now()
  const { sessionTimeboxMs: timebox, sessionInactivityTimeoutMs: inactivity } = ctx.options
  if (session.not_after && session.not_after.getTime() <= now) {
    return 'Invalid Refresh Token: Session Expired'
  }
  if (timebox && session.created_at.getTime() + timebox <= now) {
    return 'Invalid Refresh Token: Session Expired'
  }
  const lastUsed = session.refreshed_at ?? token.updated_at
  if (inactivity && lastUsed.getTime() + inactivity <= now) {
    return 'Invalid Refresh Token: Session Expired (Inactivity)'
  }
  return null
}

/** The refresh_token grant with rotation and reuse detection. */
export async function refreshSession(
  ctx: ServiceContext,
  presented: string,
  client: ClientInfo,
): Promise<JsonObject> {
  // The family revocation must be committed even though the reply is an
  // error, so the transaction returns the error instead of throwing it.
  const outcome = await asSystem(ctx.pool, async (db): Promise<JsonObject | AuthError> => {
    const { rows: tokens } = await db.query<RefreshTokenRow>(
      `select id, token, user_id, revoked, updated_at, parent, session_id
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    )
    const token = tokens[0]
    if (!token || !token.user_id) return refreshNotFound()

    if (!token.session_id) {
      await db.query(`delete from auth.refresh_tokens where id = $1`, [token.id])
      return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')
    }
    // Locking the session serialises concurrent refreshes of one session.
    const { rows: sessions } = await db.query<SessionRow>(
      `select id, user_id, created_at, aal, not_after, refreshed_at::timestamptz as refreshed_at
         from auth.sessions where id = $1 for update`,
      [token.session_id],
    )
    const session = sessions[0]
    if (!session) return refreshNotFound()

    const user = await findUserById(db, token.user_id)
    if (!user) return refreshNotFound()
    if (isBanned(user)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned')
    const expiry = sessionExpiry(ctx, session, token)
    if (expiry) return badRequest('session_expired', expiry)

    let issued: string
    if (token.revoked) {
      const { rows: active } = await db.query<RefreshTokenRow>(
        `select id, token, user_id, revoked, updated_at, parent, session_id
           from auth.refresh_tokens
          where session_id = $1 and revoked = false
          order by id desc limit 1`,
        [session.id],
      )
      const reuseUntil = token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000
      if (active[0] && Date.now() <= reuseUntil) {
        issued = active[0].token
      } else {
        // Possible theft: nothing of this session may be refreshed any more.
        await db.query(
          `update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false`,
          [session.id],
        )
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
    } else {
      await db.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [token.id],
      )
      issued = await grantRefreshToken(db, user.id, session.id, token.token)
    }

    await db.query(
      `update auth.sessions
          set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3::inet
        where id = $1`,
      [session.id, client.userAgent, client.ip],
    )
    return sessionResponse(ctx, db, user, session, issued)
  })
  if (outcome instanceof AuthError) throw outcome
  return outcome
}

/**
 * A verified second factor raises the caller's session to aal2, as GoTrue's
 * updateMFASessionAndClaims and InvalidateSessionsWithAALLessThan do: the session gains the
 * 'totp' claim and the factor, its refresh token is rotated, and the user's other sessions
 * still at aal1 end (whoever holds them has only the password).
 */
export async function raiseSessionToAal2(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  sessionId: string,
  factorId: string,
): Promise<JsonObject> {
  const { rows } = await db.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1
     returning id, user_id, created_at, aal, not_after`,
    [sessionId, factorId],
  )
  const session = firstRow(rows)
  await addAmrClaim(db, session.id, 'totp')
  const { rows: current } = await db.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and revoked = false returning token`,
    [session.id],
  )
  const issued = await grantRefreshToken(db, user.id, session.id, current[0]?.token ?? null)
  await db.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal < 'aal2'`, [
    user.id,
    session.id,
  ])
  return sessionResponse(ctx, db, user, session, issued)
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Ends sessions; deleting a session deletes its refresh tokens (on delete cascade). */
export async function logout(
  db: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
) {
  if (sessionId && scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId])
    return
  }
  if (sessionId && scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId])
    return
  }
  await db.query(`delete from auth.sessions where user_id = $1`, [userId])
  await db.query(`delete from auth.refresh_tokens where user_id = $1`, [userId])
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, created_at, aal, not_after from auth.sessions where id = $1`,
    [id],
  )
  return rows[0]
}
