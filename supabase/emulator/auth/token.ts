/**
 * POST /token: the password and refresh_token grants, behind the per-IP rate
 * limit. Unknown email and wrong password get the same answer, after the same
 * bcrypt work, so neither the reply nor its timing tells which accounts exist.
 */
import type { Context, Env, Hono, Input, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { AuthError, OAuthError, badRequest } from './errors.ts'
import { verifyPassword, weakPasswordNotice } from './passwords.ts'
import { enforcePerAddressLimit, type SlidingWindowLimiter } from './rate-limit.ts'
import { bodyObject, goString, jsonBody } from './body.ts'
import { clientInet, clientIp, userAgent } from './request.ts'
import { passwordVerificationAttempt } from './hooks.ts'
import { issueSession, logout, refreshSession } from './sessions.ts'
import { findUserByEmail, findUserByPhone, formatPhone, isBanned, type UserRow } from './users.ts'

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials')

/** GoTrue keeps two allowances per IP on /token: sign-ins, and refreshes (more generous). */
type Allowance = 'sign-in' | 'refresh'

function enforceRateLimit(
  c: Context,
  ctx: ServiceContext,
  limiter: SlidingWindowLimiter,
  allowance: Allowance,
) {
  const limit =
    allowance === 'refresh' ? ctx.options.tokenRefreshRateLimit : ctx.options.tokenRateLimit
  enforcePerAddressLimit(c, limiter, allowance, limit, ctx.options.tokenRateWindowMs)
}

/** One line per sign-in attempt when verbose: time, IP, agent, email and outcome; never a secret. */
function logAttempt(c: Context, ctx: ServiceContext, login: string, outcome: string) {
  if (!ctx.options.verbose) return
  console.info(
    JSON.stringify({
      at: new Date().toISOString(),
      event: 'auth.sign_in',
      ip: clientIp(c),
      user_agent: c.req.header('user-agent') ?? '',
      login,
      outcome,
    }),
  )
}

/** Each grant reads its own fields only, as GoTrue unmarshals each into its own params. */
const passwordGrantBody = bodyObject({ email: goString(), phone: goString(), password: goString() })
const refreshGrantBody = bodyObject({ refresh_token: goString() })

async function passwordGrant(
  c: Context,
  ctx: ServiceContext,
  { email, phone, password }: z.output<typeof passwordGrantBody>,
): Promise<Response> {
  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  if (email === '' && phone === '') throw badRequest('validation_failed', 'missing email or phone')
  const login = email !== '' ? email.trim() : formatPhone(phone)

  const user: UserRow | undefined = await asSystem(ctx.pool, (db) =>
    email !== '' ? findUserByEmail(db, login) : findUserByPhone(db, login),
  )
  // Always one bcrypt comparison, against a dummy hash when there is no user.
  const valid = await verifyPassword(password, user?.encrypted_password)
  // As GoTrue: the hook hears of every password check of an existing account, right or wrong.
  const rejection = user ? await passwordVerificationAttempt(ctx, user.id, valid) : null
  if (user && rejection) {
    if (rejection.shouldLogoutUser) {
      await asSystem(ctx.pool, (db) => logout(db, user.id, null, 'global'))
    }
    logAttempt(c, ctx, login, 'hook_rejection')
    throw badRequest('invalid_credentials', rejection.message)
  }
  if (!user || !valid) {
    logAttempt(c, ctx, login, 'invalid_credentials')
    throw invalidCredentials()
  }
  if (isBanned(user)) {
    logAttempt(c, ctx, login, 'user_banned')
    throw badRequest('user_banned', 'User is banned')
  }
  if (email !== '' && !user.email_confirmed_at) {
    logAttempt(c, ctx, login, 'email_not_confirmed')
    throw badRequest('email_not_confirmed', 'Email not confirmed')
  }
  if (phone !== '' && !user.phone_confirmed_at) {
    logAttempt(c, ctx, login, 'phone_not_confirmed')
    throw badRequest('phone_not_confirmed', 'Phone not confirmed')
  }

  const session = await asSystem(ctx.pool, (db) =>
    issueSession(ctx, db, user, { ip: clientInet(c), userAgent: userAgent(c) }),
  )
  const notice = weakPasswordNotice(password)
  if (notice) session.weak_password = notice
  logAttempt(c, ctx, login, 'success')
  return c.json(session, 200)
}

async function refreshTokenGrant(
  c: Context,
  ctx: ServiceContext,
  { refresh_token: refreshToken }: z.output<typeof refreshGrantBody>,
): Promise<Response> {
  if (refreshToken === '') throw new OAuthError('invalid_request', 'refresh_token required')
  const session = await refreshSession(ctx, refreshToken, {
    ip: clientInet(c),
    userAgent: userAgent(c),
  })
  return c.json(session, 200)
}

/** A grant's body validator and handler as one middleware, so the grant_type can pick it. */
function grantRoute<I extends Input>(
  validate: MiddlewareHandler<Env, string, I>,
  handle: (c: Context<Env, string, I>) => Promise<Response>,
): MiddlewareHandler {
  return async (c) => {
    let response: Response | undefined
    const refused = await validate(c, async () => {
      response = await handle(c)
    })
    return refused ?? response
  }
}

export function registerTokenRoutes(app: Hono, ctx: ServiceContext, limiter: SlidingWindowLimiter) {
  // The grant is in the query, which Hono's router does not see: each grant's
  // body validator and handler run as one middleware, chosen below.
  const grants = new Map<string, MiddlewareHandler>([
    [
      'password',
      grantRoute(jsonBody(passwordGrantBody), (c) => passwordGrant(c, ctx, c.req.valid('json'))),
    ],
    [
      'refresh_token',
      grantRoute(jsonBody(refreshGrantBody), (c) => refreshTokenGrant(c, ctx, c.req.valid('json'))),
    ],
  ])

  app.post('/token', async (c, next) => {
    const grantType = c.req.query('grant_type') ?? ''
    switch (grantType) {
      case 'password':
        enforceRateLimit(c, ctx, limiter, 'sign-in')
        break
      case 'refresh_token':
        enforceRateLimit(c, ctx, limiter, 'refresh')
        break
      case 'pkce':
        enforceRateLimit(c, ctx, limiter, 'sign-in')
        // No OAuth or magic-link flow runs here, so no flow state can exist.
        throw new AuthError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        )
      case 'id_token':
        enforceRateLimit(c, ctx, limiter, 'sign-in')
        throw badRequest(
          'provider_disabled',
          'ID token sign-in is not available in the local Supabase emulator',
        )
      case 'web3':
        throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled')
    }
    const grant = grants.get(grantType)
    // GoTrue's answer for an unknown or missing grant_type.
    if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type')
    return grant(c, next)
  })
}
