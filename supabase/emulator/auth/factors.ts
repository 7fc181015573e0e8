/**
 * Multi-factor authentication with an authenticator app (TOTP, RFC 6238), as GoTrue's
 * /factors endpoints speak it: enrol (secret, otpauth URI and the QR code as SVG), challenge,
 * verify (the session becomes aal2 and the answer is a new session, which auth-js saves and
 * announces as MFA_CHALLENGE_VERIFIED) and unenrol; the admin lists and deletes a user's
 * factors. Codes are checked with one 30-second step of clock skew either way, as GoTrue
 * does, and, beyond GoTrue, a code is accepted once: the step it belongs to is kept on the
 * verified challenge (otp_code, unused for TOTP) and no code of that step or an earlier one
 * passes again.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type pg from 'pg'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { projectConfig } from '../project-config.ts'
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts'
import { bodyObject, goString, jsonBody } from './body.ts'
import { requireUser, type Authenticated } from './guards.ts'
import { clientInet, isUuid, type JsonObject } from './request.ts'
import { raiseSessionToAal2, type SessionRow } from './sessions.ts'
import { FACTOR_COLUMNS, factorJson, findUserById, type FactorRow, type UserRow } from './users.ts'

type Queryable = Pick<pg.PoolClient, 'query'>

const TOTP_PERIOD_SECONDS = 30
/** GoTrue's defaults: a challenge answers for 5 minutes, an unverified factor lives as long. */
const CHALLENGE_EXPIRY_SECONDS = 300
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300
/** GoTrue's SHA-1 secrets are 20 random bytes (32 base32 characters). */
const SECRET_BYTES = 20
/** Challenges carry an address; a request without a readable one is recorded as 0.0.0.0. */
const UNKNOWN_ADDRESS = '0.0.0.0'

interface SecretFactorRow extends FactorRow {
  secret: string | null
}

interface ChallengeRow {
  id: string
  created_at: Date
  verified_at: Date | null
  ip_address: string
}

type SessionCaller = Authenticated & { session: SessionRow }
type FactorVariables = { Variables: { caller: SessionCaller; factor: SecretFactorRow } }

function totpFor(secret: Secret, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret,
  })
}

/** The time step a code belongs to (now, or one step either side), or null when it is wrong. */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(Secret.fromBase32(secret)).validate({
    token: code,
    timestamp: now,
    window: 1,
  })
  if (delta === null) return null
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta
}

/** The caller of a factor route: GoTrue requires a session as well as a user. */
async function requireSessionUser(c: Context, ctx: ServiceContext): Promise<SessionCaller> {
  const caller = await requireUser(c, ctx)
  if (!caller.session) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  return { ...caller, session: caller.session }
}

/** GoTrue's loadFactor: the id must be one of the caller's factors. */
function ownedFactor(ctx: ServiceContext): MiddlewareHandler<FactorVariables> {
  return async (c, next) => {
    const caller = await requireSessionUser(c, ctx)
    const id = c.req.param('id') ?? ''
    if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID')
    const factor = await asSystem(ctx.pool, async (db) => {
      const { rows } = await db.query<SecretFactorRow>(
        `select ${FACTOR_COLUMNS}, secret from auth.mfa_factors where id = $1 and user_id = $2`,
        [id, caller.user.id],
      )
      return rows[0]
    })
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
    c.set('caller', caller)
    c.set('factor', factor)
    await next()
  }
}

/** GoTrue's validateFactors: the friendly name is free and the limits are not reached. */
async function checkRoomForFactor(
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  friendlyName: string,
) {
  await db.query(
    `delete from auth.mfa_factors
      where user_id = $1 and status = 'unverified'
        and created_at < now() - make_interval(secs => $2)`,
    [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
  )
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1`,
    [user.id],
  )
  if (rows.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    )
  }
  const verified = rows.filter((factor) => factor.status === 'verified').length
  if (rows.length >= projectConfig.mfa.maxEnrolledFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

const enrollBody = bodyObject({
  friendly_name: goString(),
  factor_type: goString(),
  issuer: goString(),
  phone: goString(),
})

async function enroll(
  c: Context,
  { user, session }: SessionCaller,
  { friendly_name: friendlyName, factor_type: factorType, issuer }: z.output<typeof enrollBody>,
  ctx: ServiceContext,
): Promise<Response> {
  switch (factorType) {
    case 'totp':
      break
    case 'phone':
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    case 'webauthn':
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    default:
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  }
  if (!projectConfig.mfa.totpEnrollEnabled) {
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
  }

  const secret = new Secret({ size: SECRET_BYTES })
  const uri = totpFor(
    secret,
    issuer || new URL(projectConfig.siteUrl).host,
    user.email ?? '',
  ).toString()
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
  const factor = await asSystem(ctx.pool, async (db) => {
    await checkRoomForFactor(db, user, session, friendlyName)
    const { rows } = await db.query<FactorRow>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'totp', 'unverified', $3, now(), now())
       returning ${FACTOR_COLUMNS}`,
      [user.id, friendlyName, secret.base32],
    )
    return rows[0]!
  })
  return c.json(
    {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name ?? '',
      totp: { qr_code: qrCode, secret: secret.base32, uri },
    },
    200,
  )
}

async function challenge(c: Context<FactorVariables>, ctx: ServiceContext): Promise<Response> {
  if (!projectConfig.mfa.totpVerifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
  }
  const factor = c.var.factor
  const created = await asSystem(ctx.pool, async (db) => {
    const { rows } = await db.query<ChallengeRow>(
      `insert into auth.mfa_challenges (id, factor_id, ip_address, created_at)
       values (gen_random_uuid(), $1, $2::inet, now())
       returning id, created_at, verified_at, host(ip_address) as ip_address`,
      [factor.id, clientInet(c) ?? UNKNOWN_ADDRESS],
    )
    return rows[0]!
  })
  const expiresAt = Math.floor(created.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS
  return c.json({ id: created.id, type: factor.factor_type, expires_at: expiresAt }, 200)
}

const verifyBody = bodyObject({ challenge_id: goString(), code: goString() })

/**
 * GoTrue's validateChallenge: the factor's own challenge, from the same address, unexpired.
 * Refusals are returned, not thrown: an expired challenge's deletion must be committed.
 */
async function validChallenge(
  db: Queryable,
  c: Context,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | AuthError> {
  const { rows } = isUuid(challengeId)
    ? await db.query<ChallengeRow>(
        `select id, created_at, verified_at, host(ip_address) as ip_address
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, factorId],
      )
    : { rows: [] }
  const found = rows[0]
  if (!found) {
    return unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  }
  if (found.verified_at || found.ip_address !== (clientInet(c) ?? UNKNOWN_ADDRESS)) {
    return unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (found.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 <= Date.now()) {
    await db.query(`delete from auth.mfa_challenges where id = $1`, [found.id])
    return unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  return found
}

/** The latest time step a code of this factor was accepted for (-1: none yet). */
async function lastAcceptedStep(db: Queryable, factorId: string): Promise<number> {
  const { rows } = await db.query<{ step: string | null }>(
    `select max(otp_code::bigint)::text as step from auth.mfa_challenges
      where factor_id = $1 and verified_at is not null and otp_code ~ '^[0-9]+$'`,
    [factorId],
  )
  return Number(rows[0]?.step ?? -1)
}

async function verify(
  c: Context<FactorVariables>,
  ctx: ServiceContext,
  { challenge_id: challengeId, code }: z.output<typeof verifyBody>,
): Promise<Response> {
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty')
  if (!projectConfig.mfa.totpVerifyEnabled) {
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
  }
  const { factor, caller } = c.var
  const outcome = await asSystem(ctx.pool, async (db): Promise<JsonObject | AuthError> => {
    const found = await validChallenge(db, c, factor.id, challengeId)
    if (found instanceof AuthError) return found
    const step = factor.secret ? matchingStep(factor.secret, code) : null
    if (step === null || step <= (await lastAcceptedStep(db, factor.id))) {
      return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    }
    await db.query(
      `update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`,
      [found.id, String(step)],
    )
    if (factor.status !== 'verified') {
      await db.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factor.id],
      )
    }
    // Enrolment attempts left unverified go once one factor is verified, as in GoTrue.
    await db.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [caller.user.id],
    )
    const user = (await findUserById(db, caller.user.id)) ?? caller.user
    return raiseSessionToAal2(ctx, db, user, caller.session.id, factor.id)
  })
  if (outcome instanceof AuthError) throw outcome
  return c.json(outcome, 200)
}

async function unenroll(c: Context<FactorVariables>, ctx: ServiceContext): Promise<Response> {
  const { factor, caller } = c.var
  if (factor.status === 'verified' && caller.session?.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await asSystem(ctx.pool, (db) => deleteFactor(db, factor.id))
  return c.json({ id: factor.id }, 200)
}

/** Deletes a factor; sessions it raised fall back to aal1 and lose its claim (DowngradeSessionsToAAL1). */
async function deleteFactor(db: Queryable, factorId: string) {
  await db.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  )
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  )
  await db.query(`delete from auth.mfa_factors where id = $1`, [factorId])
}

/**
 * GET and DELETE /admin/users/{id}/factors[/{factor_id}] (auth.admin.mfa), behind the
 * service-key check of every /admin route (admin.ts, registered first).
 */
function registerAdminFactorRoutes(app: Hono, ctx: ServiceContext) {
  const userFactors = async (userId: string) => {
    if (!isUuid(userId)) throw notFound('validation_failed', 'user_id must be an UUID')
    return asSystem(ctx.pool, async (db) => {
      if (!(await findUserById(db, userId))) throw notFound('user_not_found', 'User not found')
      const { rows } = await db.query<FactorRow>(
        `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
        [userId],
      )
      return rows
    })
  }

  app.get('/admin/users/:id/factors', async (c) => {
    const factors = await userFactors(c.req.param('id'))
    return c.json(factors.map(factorJson), 200)
  })

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const factorId = c.req.param('factorId')
    if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
    const factor = (await userFactors(c.req.param('id'))).find((row) => row.id === factorId)
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
    await asSystem(ctx.pool, (db) => deleteFactor(db, factor.id))
    return c.json(factorJson(factor), 200)
  })
}

export function registerFactorRoutes(app: Hono, ctx: ServiceContext) {
  // The caller is checked before the body is read, as GoTrue's middleware does.
  const sessionCaller = createMiddleware<{ Variables: { caller: SessionCaller } }>(
    async (c, next) => {
      c.set('caller', await requireSessionUser(c, ctx))
      await next()
    },
  )
  app.post('/factors', sessionCaller, jsonBody(enrollBody), (c) =>
    enroll(c, c.var.caller, c.req.valid('json'), ctx),
  )
  app.post('/factors/:id/challenge', ownedFactor(ctx), (c) => challenge(c, ctx))
  app.post('/factors/:id/verify', ownedFactor(ctx), jsonBody(verifyBody), (c) =>
    verify(c, ctx, c.req.valid('json')),
  )
  app.delete('/factors/:id', ownedFactor(ctx), (c) => unenroll(c, ctx))
  registerAdminFactorRoutes(app, ctx)
}
