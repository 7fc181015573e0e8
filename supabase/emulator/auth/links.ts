/**
 * One-time email links and codes, as GoTrue makes them: the admin API's POST
 * /admin/generate_link (invite, recovery, magiclink; no mail is sent), the tokens the
 * mailing endpoints store (emails.ts), and the /verify endpoint a link opens (GET
 * redirects with the session in the fragment; POST with `token_hash`, or with `email`
 * and the emailed code, answers the session as JSON). A token works once: verifying
 * clears it; reuse, an unknown or an expired token is 403 otp_expired.
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
import { redirectTarget } from './redirects.ts'
import { clientInet, userAgent, type JsonObject } from './request.ts'
import { issueSession, type AuthMethod } from './sessions.ts'
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
/** The kinds of emailed token, each named as the link's `type` says it. */
export type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink'

/** [auth.email] otp_expiry (GoTrue's MAILER_OTP_EXP): how long a link or code is good for. */
export const LINK_LIFETIME_SECONDS = projectConfig.email.otpExpirySeconds

/** What generate_link makes (GoTrue's also makes signup links with a password: not needed here). */
const GENERATED_LINK_TYPES = new Set<string>(['invite', 'recovery', 'magiclink'])
/** The token column each link type is stored in, hashed. */
const TOKEN_COLUMN: Record<LinkType, 'confirmation_token' | 'recovery_token'> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
}
const SENT_AT_COLUMN: Record<LinkType, 'confirmation_sent_at' | 'recovery_sent_at'> = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
}

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired')

/** GoTrue's token hash: hex sha224(email + code), what is stored and what a link carries. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/** A fresh emailed code ([auth.email] otp_length digits) and its hash. */
export function newOtp(email: string): { otp: string; hashed: string } {
  const otp = String(randomInt(0, 10 ** projectConfig.email.otpLength)).padStart(
    projectConfig.email.otpLength,
    '0',
  )
  return { otp, hashed: tokenHash(email, otp) }
}

/**
 * Stores a fresh token of `linkType` for the user (replacing any earlier one) and returns
 * the code and its hash. An invite also records when the user was first invited.
 */
export async function issueLinkToken(
  db: Queryable,
  user: UserRow,
  linkType: LinkType,
): Promise<{ otp: string; hashed: string }> {
  const { otp, hashed } = newOtp(user.email ?? '')
  // Both columns are literal names from the tables above, never input.
  await db.query(
    `update auth.users
        set ${TOKEN_COLUMN[linkType]} = $2, ${SENT_AT_COLUMN[linkType]} = now(),
            invited_at = case when $3 then coalesce(invited_at, now()) else invited_at end,
            updated_at = now()
      where id = $1`,
    [user.id, hashed, linkType === 'invite'],
  )
  return { otp, hashed }
}

/** The link an email carries: `<API>/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>`. */
export function actionLink(
  ctx: ServiceContext,
  hashed: string,
  linkType: LinkType,
  redirectTo: string,
): string {
  const link = new URL(`${ctx.url()}/auth/v1/verify`)
  link.searchParams.set('token', hashed)
  link.searchParams.set('type', linkType)
  link.searchParams.set('redirect_to', redirectTo)
  return link.toString()
}

/**
 * A new user known by email only, unconfirmed until a link or code reaches them, with no
 * usable password until they set one (an invitee, or a sign-up by code).
 */
export async function insertEmailUser(
  db: Queryable,
  email: string,
  data: JsonObject,
): Promise<UserRow> {
  return insertUser(db, {
    email,
    phone: null,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: data,
    emailConfirmed: false,
    phoneConfirmed: false,
  })
}

const generateLinkBody = bodyObject({ type: goString(), email: goString(), data: jsonObject() })

async function generateLink(
  c: Context,
  ctx: ServiceContext,
  { type, email: rawEmail, data = {} }: z.output<typeof generateLinkBody>,
): Promise<Response> {
  if (!GENERATED_LINK_TYPES.has(type)) {
    throw badRequest('validation_failed', 'Invalid email action link type requested')
  }
  const linkType = type as LinkType
  const email = validateEmail(rawEmail)
  const redirectTo = redirectTarget(c)

  const { user, otp, hashed } = await asSystem(ctx.pool, async (db) => {
    let user = await findUserByEmail(db, email)
    if (linkType === 'recovery' && !user) throw notFound('user_not_found', 'User not found')
    if (linkType === 'invite' && user?.email_confirmed_at) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    user ??= await insertEmailUser(db, email, data)
    const { otp, hashed } = await issueLinkToken(db, user, linkType)
    return { user: (await findUserById(db, user.id)) as UserRow, otp, hashed }
  })

  const json = await asSystem(ctx.pool, (db) => loadUserJson(db, user))
  return c.json(
    {
      ...json,
      action_link: actionLink(ctx, hashed, linkType, redirectTo),
      email_otp: otp,
      hashed_token: hashed,
      verification_type: linkType,
      redirect_to: redirectTo,
    },
    200,
  )
}

/** The token kinds a verification `type` may name: `email` is a code of either column. */
function tokenKinds(type: string): LinkType[] {
  switch (type) {
    case 'signup':
    case 'invite':
    case 'recovery':
    case 'magiclink':
      return [type]
    case 'email':
      return ['signup', 'magiclink']
    default:
      throw badRequest('validation_failed', 'Verify requires a verification type')
  }
}

/** The amr method GoTrue records for a verification of `type` (a typed code is 'otp'). */
function signInMethod(type: string): AuthMethod {
  switch (type) {
    case 'signup':
      return 'email/signup'
    case 'invite':
    case 'recovery':
    case 'magiclink':
      return type
    default:
      return 'otp'
  }
}

/**
 * Consumes a token and starts a session: the token is cleared (so a second use fails),
 * the email is confirmed (the link or code reached it). `expired` is the refusal in
 * GoTrue's words for a link or a typed code.
 */
async function consumeToken(
  c: Context,
  ctx: ServiceContext,
  type: string,
  hashed: string,
  expired: () => AuthError,
): Promise<JsonObject> {
  const kinds = tokenKinds(type)
  if (hashed === '') throw expired()
  return asSystem(ctx.pool, async (db) => {
    let user: UserRow | undefined
    for (const kind of kinds) user ??= await takeToken(db, kind, hashed)
    if (!user) throw expired()
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
    return issueSession(
      ctx,
      db,
      user,
      { ip: clientInet(c), userAgent: userAgent(c) },
      signInMethod(type),
    )
  })
}

async function takeToken(
  db: Queryable,
  linkType: LinkType,
  hashed: string,
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
    [hashed, LINK_LIFETIME_SECONDS],
  )
  return rows[0]
}

/** GET /verify: the link itself; the outcome goes to redirect_to in the URL fragment. */
async function verifyRedirect(c: Context, ctx: ServiceContext): Promise<Response> {
  const type = c.req.query('type') ?? ''
  const redirectTo = redirectTarget(c)
  let fragment: URLSearchParams
  try {
    const session = await consumeToken(c, ctx, type, c.req.query('token') ?? '', linkExpired)
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
  token: goString(),
  token_hash: goString(),
  email: goString(),
  phone: goString(),
  redirect_to: goString(),
  type: goString(),
})

/**
 * POST /verify (auth-js verifyOtp): `token_hash` from a link, or `email` with the code
 * the email carried; the session as JSON.
 */
async function verifyPost(
  c: Context,
  ctx: ServiceContext,
  body: z.output<typeof verifyBody>,
): Promise<Response> {
  if (body.type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if ((body.token === '') === (body.token_hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  if (body.token_hash !== '') {
    if (body.email !== '' || body.phone !== '' || body.redirect_to !== '') {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
    }
    return c.json(await consumeToken(c, ctx, body.type, body.token_hash, linkExpired), 200)
  }
  if (body.phone !== '' || body.email === '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on verify',
    )
  }
  let email: string
  try {
    email = validateEmail(body.email)
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format')
  }
  const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid')
  const session = await consumeToken(c, ctx, body.type, tokenHash(email, body.token), codeExpired)
  return c.json(session, 200)
}

export function registerLinkRoutes(app: Hono, ctx: ServiceContext) {
  app.post('/admin/generate_link', jsonBody(generateLinkBody), (c) =>
    generateLink(c, ctx, c.req.valid('json')),
  )
  app.get('/verify', (c) => verifyRedirect(c, ctx))
  app.post('/verify', jsonBody(verifyBody), (c) => verifyPost(c, ctx, c.req.valid('json')))
}
