/**
 * Who may call what, with GoTrue's answers: endpoints for a signed-in user
 * need a user JWT whose user and session still exist; admin endpoints need the
 * service_role JWT.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ServiceContext } from '../context.ts'
import { identify } from '../context.ts'
import { asSystem } from '../db.ts'
import { AuthError, forbidden } from './errors.ts'
import { isUuid } from './request.ts'
import { findSession, type SessionRow } from './sessions.ts'
import { findUserById, type UserRow } from './users.ts'

const NIL_UUID = '00000000-0000-0000-0000-000000000000'

export interface Authenticated {
  user: UserRow
  session: SessionRow | null
  claims: Record<string, unknown>
}

async function verifiedClaims(c: Context): Promise<Record<string, unknown>> {
  const result = await identify(c)
  if (result.ok) return result.identity.claims
  if (result.reason === 'missing') {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  }
  const detail =
    result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is invalid'
  throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
}

/** GoTrue's requireAuthentication: a valid JWT naming an existing user and session. */
export async function requireUser(c: Context, ctx: ServiceContext): Promise<Authenticated> {
  const claims = await verifiedClaims(c)
  const sub = claims.sub
  if (typeof sub !== 'string' || sub === '')
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')

  const sessionId = claims.session_id
  if (sessionId !== undefined && sessionId !== '' && sessionId !== NIL_UUID && !isUuid(sessionId)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
  }

  return asSystem(ctx.pool, async (db) => {
    const user = await findUserById(db, sub)
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
    let session: SessionRow | null = null
    if (isUuid(sessionId) && sessionId !== NIL_UUID) {
      session = (await findSession(db, sessionId)) ?? null
      if (!session || session.user_id !== user.id) {
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
      }
    }
    return { user, session, claims }
  })
}

/** GoTrue's requireAdminCredentials: the JWT's role must be service_role. */
export async function requireAdmin(c: Context): Promise<Record<string, unknown>> {
  const claims = await verifiedClaims(c)
  if (claims.role !== 'service_role') throw forbidden('not_admin', 'User not allowed')
  return claims
}

/**
 * requireUser as a route's first middleware, for routes that read a body:
 * GoTrue checks the caller before it parses anything. The handler reads the
 * result as `c.var.caller`.
 */
export const userRequired = (ctx: ServiceContext) =>
  createMiddleware<{ Variables: { caller: Authenticated } }>(async (c, next) => {
    c.set('caller', await requireUser(c, ctx))
    await next()
  })
