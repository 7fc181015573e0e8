/**
 * One-time email links without a mailer, as GoTrue makes them: the admin API's
 * POST /admin/generate_link (invite, recovery, magiclink) and the /verify endpoint
 * the link opens (GET redirects with the session in the fragment; POST with
 * `token_hash` answers the session as JSON). A link works once: verifying clears
 * its token; reuse, an unknown or an expired token is 403 otp_expired.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type pg from 'pg'
import type { z } from 'zod'
import { projectConfig } from '../project-config.ts'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts'
import { hashPassword } from './passwords.ts'
import { bodyObject, goString, jsonBody, jsonObject } from './body.ts'
import { clientInet, userAgent, type JsonObject } from './request.ts'
import { issueSession } from './sessions.ts'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  loadUserJson,
  USER_COLUMNS,
  validateEmail,
  type UserRow,
} from './users.ts'

type Queryable = Pick<pg.PoolClient, 'query'>
type LinkType = 'invite' | 'recovery' | 'magiclink'

/** GoTrue's MAILER_OTP_EXP default: a link is good for a day. */
export const LINK_LIFETIME_SECONDS = 86_400

const LINK_TYPES = new Set<string>(['invite', 'recovery', 'magiclink'])
/** The token column each link type is stored in. */
const TOKEN_COLUMN: Record<LinkType, 'confirmation_token' | 'recovery_token'> = {
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
}
const SENT_AT_COLUMN: Record<LinkType, 'confirmation_sent_at' | 'recovery_sent_at'> = {
  invite: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
}

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired')

/**
 * GoTrue's redirect check: a URL on the allow-list, else SITE_URL. Locally the
 * allow-list is every loopback origin (the dev server, previews and tests run there).
 */
export function allowedRedirect(requested: string | undefined): string {
  if (requested) {
    try {
      const url = new URL(requested)
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
      ) {
        return url.toString()
      }
    } catch {
      // not a URL: fall back to the site URL
    }
  }
  return projectConfig.siteUrl
}

/** A fresh six-digit email OTP and the hashed token the link carries (hex sha224(email + otp)). */
function newOtp(email: string): { otp: string; hashed: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return {
    otp,
    hashed: createHash('sha224')
      .update(email + otp)
      .digest('hex'),
  }
}

const generateLinkBody = bodyObject({ type: goString(), email: goString(), data: jsonObject() })

async function generateLink(
  c: Context,
  ctx: ServiceContext,
  { type, email: rawEmail, data = {} }: z.output<typeof generateLinkBody>,
): Promise<Response> {
  if (!LINK_TYPES.has(type)) {
    throw badRequest('validation_failed', 'Invalid email action link type requested')
  }
  const linkType = type as LinkType
  const email = validateEmail(rawEmail)
  const redirectTo = allowedRedirect(c.req.query('redirect_to'))

  const { user, otp, hashed } = await asSystem(ctx.pool, async (db) => {
    let user = await findUserByEmail(db, email)
    if (linkType === 'recovery' && !user) throw notFound('user_not_found', 'User not found')
    if (linkType === 'invite' && user?.email_confirmed_at) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    if (!user) {
      // An invited user has no usable password until they set one.
      user = await insertUser(db, {
        email,
        phone: null,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
        emailConfirmed: false,
        phoneConfirmed: false,
      })
    }
    const { otp, hashed } = newOtp(email)
    // Both columns are literal names from the tables above, never input.
    await db.query(
      `update auth.users
          set ${TOKEN_COLUMN[linkType]} = $2, ${SENT_AT_COLUMN[linkType]} = now(),
              invited_at = case when $3 then coalesce(invited_at, now()) else invited_at end,
              updated_at = now()
        where id = $1`,
      [user.id, hashed, linkType === 'invite'],
    )
    return { user: (await findUserById(db, user.id)) as UserRow, otp, hashed }
  })

  const json = await asSystem(ctx.pool, (db) => loadUserJson(db, user))
  const link = new URL(`${ctx.url()}/auth/v1/verify`)
  link.searchParams.set('token', hashed)
  link.searchParams.set('type', linkType)
  link.searchParams.set('redirect_to', redirectTo)
  return c.json(
    {
      ...json,
      action_link: link.toString(),
      email_otp: otp,
      hashed_token: hashed,
      verification_type: linkType,
      redirect_to: redirectTo,
    },
    200,
  )
}

/**
 * Consumes a link's token and starts a session: the token is cleared (so a second
 * use fails), an invite confirms the email.
 */
async function consumeLink(
  c: Context,
  ctx: ServiceContext,
  type: string,
  tokenHash: string,
): Promise<JsonObject> {
  if (!LINK_TYPES.has(type) && type !== 'signup' && type !== 'email') {
    throw badRequest('validation_failed', 'Verify requires a verification type')
  }
  const linkType: LinkType =
    type === 'signup' ? 'invite' : type === 'email' ? 'magiclink' : (type as LinkType)
  if (tokenHash === '') throw linkExpired()
  return asSystem(ctx.pool, async (db) => {
    const user = await takeToken(db, linkType, tokenHash)
    if (!user) throw linkExpired()
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
    return issueSession(ctx, db, user, { ip: clientInet(c), userAgent: userAgent(c) })
  })
}

async function takeToken(
  db: Queryable,
  linkType: LinkType,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const column = TOKEN_COLUMN[linkType]
  const sentAt = SENT_AT_COLUMN[linkType]
  const { rows } = await db.query<UserRow>(
    `update auth.users
        set ${column} = '',
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            updated_at = now()
      where ${column} = $1 and ${column} <> '' and deleted_at is null
        and ${sentAt} > now() - make_interval(secs => $2)
      returning ${USER_COLUMNS}`,
    [tokenHash, LINK_LIFETIME_SECONDS],
  )
  return rows[0]
}

/** GET /verify: the link itself; the outcome goes to redirect_to in the URL fragment. */
async function verifyRedirect(c: Context, ctx: ServiceContext): Promise<Response> {
  const type = c.req.query('type') ?? ''
  const redirectTo = allowedRedirect(c.req.query('redirect_to'))
  let fragment: URLSearchParams
  try {
    const session = await consumeLink(c, ctx, type, c.req.query('token') ?? '')
    fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      sb: '',
      token_type: 'bearer',
      type,
    })
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    fragment = new URLSearchParams({
      error: error.status >= 500 ? 'server_error' : 'access_denied',
      error_code: error.code,
      error_description: error.message,
      sb: '',
    })
  }
  return c.redirect(`${redirectTo.split('#')[0]}#${fragment.toString()}`, 303)
}

const verifyBody = bodyObject({
  token_hash: goString(),
  email: goString(),
  phone: goString(),
  redirect_to: goString(),
  type: goString(),
})

/** POST /verify with `token_hash`: the session as JSON (auth-js verifyOtp). */
async function verifyPost(
  c: Context,
  ctx: ServiceContext,
  body: z.output<typeof verifyBody>,
): Promise<Response> {
  if (body.token_hash === '') {
    throw badRequest('validation_failed', 'Only the token_hash verification is supported here')
  }
  if (body.email !== '' || body.phone !== '' || body.redirect_to !== '') {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
  }
  return c.json(await consumeLink(c, ctx, body.type, body.token_hash), 200)
}

export function registerLinkRoutes(app: Hono, ctx: ServiceContext) {
  app.post('/admin/generate_link', jsonBody(generateLinkBody), (c) =>
    generateLink(c, ctx, c.req.valid('json')),
  )
  app.get('/verify', (c) => verifyRedirect(c, ctx))
  app.post('/verify', jsonBody(verifyBody), (c) => verifyPost(c, ctx, c.req.valid('json')))
}
