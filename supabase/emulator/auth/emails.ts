/**
 * The endpoints that email a link or a code, as GoTrue answers them to auth-js:
 *
 *   POST /recover          resetPasswordForEmail: a recovery link and code
 *   POST /otp, /magiclink  signInWithOtp (email): a magic link and code, or a sign-up
 *                          confirmation for an unconfirmed or (sign-ups open) new address
 *   POST /resend           resend: the sign-up confirmation again
 *   GET  /reauthenticate   reauthenticate: a code (nonce) for a password change
 *   POST /invite           admin.inviteUserByEmail: an invite link and code
 *
 * The public ones answer 200 `{}` whether or not an account exists, and wait the same
 * [auth.email] max_frequency between two emails to an address either way, so no answer
 * tells which emails have accounts (GoTrue refuses `/otp` for an unknown address with
 * create_user false, and rate-limits known addresses only). Each new token replaces the
 * last, is stored hashed (links.ts) and is sent in the same transaction: a failed send
 * leaves the old token in place.
 */
import type { Context, Hono } from 'hono'
import type pg from 'pg'
import { z } from 'zod'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { badRequest, unprocessable } from './errors.ts'
import { bodyObject, goString, jsonBody, jsonObject } from './body.ts'
import { createEmailInterval, type EmailInterval } from './email-interval.ts'
import { requireAdmin, requireUser } from './guards.ts'
import { actionLink, insertEmailUser, issueLinkToken, type LinkType } from './links.ts'
import { sendAuthEmail, type EmailKind } from './mailer.ts'
import { issueNonce } from './reauthentication.ts'
import { redirectTarget } from './redirects.ts'
import type { JsonObject } from './request.ts'
import {
  findUserByEmail,
  findUserById,
  loadUserJson,
  validateEmail,
  type UserRow,
} from './users.ts'

type Queryable = Pick<pg.PoolClient, 'query'>

/** GoTrue keeps one sent-at time per token column: recovery and magic links share one. */
const INTERVAL_KIND: Record<EmailKind, string> = {
  signup: 'confirmation',
  invite: 'confirmation',
  recovery: 'recovery',
  magiclink: 'recovery',
  reauthentication: 'reauthentication',
}

const phoneUnavailable = () =>
  unprocessable(
    'phone_provider_disabled',
    'Phone verification needs SMS, which the local Supabase emulator does not send',
  )

/** PKCE links (`?code=`) are not made here; the admin uses the implicit flow. */
function refusePkce(codeChallenge: string) {
  if (codeChallenge !== '') {
    throw badRequest('validation_failed', 'PKCE email links are not available locally')
  }
}

interface Mailing {
  c: Context
  ctx: ServiceContext
  db: Queryable
  user: UserRow
  kind: Exclude<EmailKind, 'reauthentication'>
}

/** Stores a fresh token of `kind` for the user and emails its link and code. */
async function sendLink({ c, ctx, db, user, kind }: Mailing): Promise<void> {
  const linkType: LinkType = kind
  const { otp, hashed } = await issueLinkToken(db, user, linkType)
  await sendAuthEmail(ctx, {
    kind,
    to: user.email ?? '',
    otp,
    link: actionLink(ctx, hashed, linkType, redirectTarget(c)),
  })
}

const recoverBody = bodyObject({
  email: goString(),
  code_challenge: goString(),
  code_challenge_method: goString(),
})

async function recover(
  c: Context,
  ctx: ServiceContext,
  interval: EmailInterval,
  body: z.output<typeof recoverBody>,
): Promise<Response> {
  if (body.email === '')
    throw badRequest('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(body.email)
  refusePkce(body.code_challenge)
  interval.take(INTERVAL_KIND.recovery, email, ctx.options.emailMaxFrequencyMs)
  await asSystem(ctx.pool, async (db) => {
    const user = await findUserByEmail(db, email)
    if (user) await sendLink({ c, ctx, db, user, kind: 'recovery' })
  })
  return c.json({}, 200)
}

const otpBody = bodyObject({
  email: goString(),
  phone: goString(),
  data: jsonObject(),
  // Absent (or null, which Go leaves alone) means true, as in GoTrue's OtpParams.
  create_user: z.boolean({ error: 'must be a boolean' }).nullish(),
  code_challenge: goString(),
  code_challenge_method: goString(),
})

async function otp(
  c: Context,
  ctx: ServiceContext,
  interval: EmailInterval,
  body: z.output<typeof otpBody>,
): Promise<Response> {
  if (body.email !== '' && body.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided',
    )
  }
  if (body.phone !== '') throw phoneUnavailable()
  if (body.email === '') throw badRequest('validation_failed', 'One of email or phone must be set')
  const email = validateEmail(body.email)
  refusePkce(body.code_challenge)
  const createUser = body.create_user ?? true
  interval.take(INTERVAL_KIND.magiclink, email, ctx.options.emailMaxFrequencyMs)
  await asSystem(ctx.pool, async (db) => {
    const user = await findUserByEmail(db, email)
    if (user?.email_confirmed_at) {
      await sendLink({ c, ctx, db, user, kind: 'magiclink' })
    } else if (user) {
      // Not yet confirmed: the confirmation email signs them in as well.
      await sendLink({ c, ctx, db, user, kind: 'signup' })
    } else if (createUser && ctx.options.enableSignup) {
      const created = await insertEmailUser(db, email, body.data ?? {})
      await sendLink({ c, ctx, db, user: created, kind: 'signup' })
    }
  })
  return c.json({}, 200)
}

const resendBody = bodyObject({ type: goString(), email: goString(), phone: goString() })

async function resend(
  c: Context,
  ctx: ServiceContext,
  interval: EmailInterval,
  { type, email: rawEmail, phone }: z.output<typeof resendBody>,
): Promise<Response> {
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    )
  }
  if (rawEmail !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided.',
    )
  }
  if (type === 'sms' || type === 'phone_change') throw phoneUnavailable()
  if (rawEmail === '')
    throw badRequest('validation_failed', 'Type provided requires an email address')
  const email = validateEmail(rawEmail)
  interval.take(INTERVAL_KIND.signup, email, ctx.options.emailMaxFrequencyMs)
  // Email changes apply at once here (user.ts), so none is ever waiting for its email.
  if (type === 'signup') {
    await asSystem(ctx.pool, async (db) => {
      const user = await findUserByEmail(db, email)
      if (user && !user.email_confirmed_at) await sendLink({ c, ctx, db, user, kind: 'signup' })
    })
  }
  return c.json({}, 200)
}

async function reauthenticate(
  c: Context,
  ctx: ServiceContext,
  interval: EmailInterval,
): Promise<Response> {
  const { user } = await requireUser(c, ctx)
  const email = user.email ?? ''
  if (email === '') {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    )
  }
  if (!user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  }
  interval.take(INTERVAL_KIND.reauthentication, email, ctx.options.emailMaxFrequencyMs)
  await asSystem(ctx.pool, async (db) => {
    const otp = await issueNonce(db, user)
    await sendAuthEmail(ctx, { kind: 'reauthentication', to: email, otp })
  })
  return c.json({}, 200)
}

const inviteBody = bodyObject({ email: goString(), data: jsonObject() })

/** POST /invite (service key): GoTrue's Invite, answering the invited user. */
async function invite(
  c: Context,
  ctx: ServiceContext,
  { email: rawEmail, data = {} }: z.output<typeof inviteBody>,
): Promise<Response> {
  const email = validateEmail(rawEmail)
  const json: JsonObject = await asSystem(ctx.pool, async (db) => {
    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    const user = existing ?? (await insertEmailUser(db, email, data))
    await sendLink({ c, ctx, db, user, kind: 'invite' })
    return loadUserJson(db, (await findUserById(db, user.id)) as UserRow)
  })
  return c.json(json, 200)
}

/**
 * @example
 * registerEmailRoutes(app, ctx) // POST /recover, /otp, /magiclink, /resend, /invite; GET /reauthenticate
 */
export function registerEmailRoutes(
  app: Hono,
  ctx: ServiceContext,
  interval: EmailInterval = createEmailInterval(),
) {
  app.post('/recover', jsonBody(recoverBody), (c) => recover(c, ctx, interval, c.req.valid('json')))
  for (const path of ['/otp', '/magiclink']) {
    app.post(path, jsonBody(otpBody), (c) => otp(c, ctx, interval, c.req.valid('json')))
  }
  app.post('/resend', jsonBody(resendBody), (c) => resend(c, ctx, interval, c.req.valid('json')))
  app.get('/reauthenticate', (c) => reauthenticate(c, ctx, interval))
  app.post(
    '/invite',
    async (c, next) => {
      // The caller before the body, as GoTrue's admin routes check it.
      await requireAdmin(c)
      await next()
    },
    jsonBody(inviteBody),
    (c) => invite(c, ctx, c.req.valid('json')),
  )
}
