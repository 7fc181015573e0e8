/**
 * The signed-in user's own endpoints: GET /user, PUT /user and POST /logout.
 * A password change signs out the user's other sessions, as GoTrue does. An
 * email change applies at once: no mail can confirm it locally.
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { badRequest, forbidden, unprocessable } from './errors.ts'
import { bodyObject, goString, jsonBody, jsonObject, optionalString } from './body.ts'
import { requireUser, userRequired, type Authenticated } from './guards.ts'
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts'
import { requireReauthentication } from './reauthentication.ts'
import { logout, type LogoutScope } from './sessions.ts'
import {
  DEFAULT_AUD,
  emailTaken,
  findUserById,
  loadUserJson,
  mergeMetadata,
  syncIdentity,
  uniqueViolationToAuthError,
  validateEmail,
  withProvider,
  type UserRow,
} from './users.ts'

/** GoTrue compares the token's audience with the request's (X-JWT-AUD, else the default). */
function requestAudience(c: Context): string {
  return c.req.header('x-jwt-aud') || DEFAULT_AUD
}

function tokenAudience(claims: Record<string, unknown>): string | undefined {
  const aud = claims.aud
  if (typeof aud === 'string') return aud
  if (Array.isArray(aud) && typeof aud[0] === 'string') return aud[0]
  return undefined
}

const updateUserBody = bodyObject({
  email: goString(),
  password: optionalString(),
  data: jsonObject(),
  phone: goString(),
  // The reauthentication code a password change may need (reauthentication.ts).
  nonce: goString(),
  // Any type: only its presence matters (users may not set it).
  app_metadata: z.unknown().optional(),
})

async function updateUser(
  c: Context,
  ctx: ServiceContext,
  { user, session }: Authenticated,
  body: z.output<typeof updateUserBody>,
): Promise<Response> {
  const { email: rawEmail, password, data, phone } = body
  const email = rawEmail !== '' ? validateEmail(rawEmail) : ''
  if (password !== undefined) checkPasswordStrength(password)
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (phone !== '' && phone !== user.phone) {
    throw unprocessable(
      'phone_provider_disabled',
      'Phone changes need SMS, which the local Supabase emulator does not send',
    )
  }

  let passwordHash: string | undefined
  if (password !== undefined) {
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await hashPassword(password)
  }

  const json = await asSystem(ctx.pool, async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users where id = $1 for update`,
      [user.id],
    )
    if (rows.length === 0)
      throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
    if (passwordHash !== undefined) {
      await requireReauthentication(ctx, db, user, session, body.nonce)
    }
    let current = (await findUserById(db, user.id)) as UserRow

    if (email !== '' && email !== current.email) {
      if (await emailTaken(db, email, user.id)) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      try {
        await db.query(
          `update auth.users
              set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
                  raw_app_meta_data = $3::jsonb, updated_at = now()
            where id = $1`,
          [user.id, email, JSON.stringify(withProvider(current.raw_app_meta_data, 'email'))],
        )
      } catch (error) {
        throw uniqueViolationToAuthError(error)
      }
      current = (await findUserById(db, user.id)) as UserRow
      await syncIdentity(db, current, 'email')
    }
    if (data !== undefined) {
      await db.query(
        `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(mergeMetadata(current.raw_user_meta_data, data))],
      )
    }
    if (passwordHash !== undefined) {
      await db.query(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
        [user.id, passwordHash],
      )
      // A new password ends every other session (GoTrue's UpdatePassword).
      await logout(db, user.id, session?.id ?? null, session ? 'others' : 'global')
    }
    return loadUserJson(db, (await findUserById(db, user.id)) as UserRow)
  })
  return c.json(json, 200)
}

function parseScope(value: string | undefined): LogoutScope {
  switch (value ?? '') {
    case '':
    case 'global':
      return 'global'
    case 'local':
      return 'local'
    case 'others':
      return 'others'
    default:
      throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(value)}`)
  }
}

export function registerUserRoutes(app: Hono, ctx: ServiceContext) {
  app.get('/user', async (c) => {
    const { user, claims } = await requireUser(c, ctx)
    if (tokenAudience(claims) !== requestAudience(c)) {
      throw badRequest('validation_failed', "Token audience doesn't match request audience")
    }
    const json = await asSystem(ctx.pool, (db) => loadUserJson(db, user))
    return c.json(json, 200)
  })

  app.put('/user', userRequired(ctx), jsonBody(updateUserBody), (c) =>
    updateUser(c, ctx, c.var.caller, c.req.valid('json')),
  )

  app.post('/logout', async (c) => {
    const scope = parseScope(c.req.query('scope'))
    const { user, session } = await requireUser(c, ctx)
    await asSystem(ctx.pool, (db) => logout(db, user.id, session?.id ?? null, scope))
    return c.body(null, 204)
  })
}
