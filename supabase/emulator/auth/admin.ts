/**
 * The admin API under /admin (service_role JWT only): list, create, read,
 * update and delete users, with GoTrue's pagination headers and errors.
 */
import { randomBytes } from 'node:crypto'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type pg from 'pg'
import type { z } from 'zod'
import type { ServiceContext } from '../context.ts'
import { asSystem } from '../db.ts'
import { badRequest, notFound, unprocessable } from './errors.ts'
import { requireAdmin } from './guards.ts'
import { checkPasswordStrength, hashPassword } from './passwords.ts'
import { bodyObject, goBoolean, goString, jsonBody, jsonObject, optionalString } from './body.ts'
import { isUuid } from './request.ts'
import { logout } from './sessions.ts'
import {
  DEFAULT_AUD,
  emailTaken,
  findUserById,
  firstRow,
  insertUser,
  loadFactors,
  loadIdentities,
  loadUserJson,
  mergeMetadata,
  phoneTaken,
  readable,
  syncIdentity,
  uniqueViolationToAuthError,
  USER_COLUMNS,
  userJson,
  validateEmail,
  validatePhone,
  withProvider,
  type UserRow,
} from './users.ts'

const DEFAULT_PER_PAGE = 50
const MAX_PER_PAGE = 1000
const NIL_UUID = '00000000-0000-0000-0000-000000000000'

const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

/** Go's time.ParseDuration (ban_duration is one, e.g. "24h" or "1h30m"), in milliseconds. */
export function parseGoDuration(text: string): number {
  const invalid = () =>
    badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration ${JSON.stringify(text)}`,
    )
  if (text === '0') return 0
  const match = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text)
  if (!match) throw invalid()
  let total = 0
  for (const part of text
    .replace(/^[+-]/, '')
    .matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (DURATION_UNITS_MS[part[2] ?? ''] ?? Number.NaN)
  }
  if (!Number.isFinite(total)) throw invalid()
  return match[1] === '-' ? -total : total
}

/** `none` lifts a ban; any other duration bans until now + duration. */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null
  return new Date(Date.now() + parseGoDuration(duration))
}

function parsePageParam(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    )
  }
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed)) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: ${name} is out of range`)
  }
  return parsed
}

/** GoTrue's Link header: the request URL with `page` set, `next` when there is one, always `last`. */
function paginationLink(c: Context, page: number, totalPages: number): string {
  const url = new URL(c.req.url)
  const withPage = (target: number) => {
    const params = new URLSearchParams(url.search)
    params.set('page', String(target))
    params.sort()
    return `<${url.pathname}?${params.toString()}>`
  }
  const links: string[] = []
  if (totalPages > page) links.push(`${withPage(page + 1)}; rel="next"`)
  links.push(`${withPage(totalPages)}; rel="last"`)
  return links.join(', ')
}

async function listUsers(c: Context, ctx: ServiceContext): Promise<Response> {
  const page = Math.max(1, parsePageParam(c.req.query('page'), 1, 'page'))
  const requested = parsePageParam(c.req.query('per_page'), DEFAULT_PER_PAGE, 'per_page')
  const perPage = Math.min(MAX_PER_PAGE, requested === 0 ? DEFAULT_PER_PAGE : requested)
  const filter = c.req.query('filter') ?? ''
  const pattern = `%${filter.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  const aud = c.req.header('x-jwt-aud') || DEFAULT_AUD

  const { users, total } = await asSystem(ctx.pool, async (db) => {
    const where = `aud = $1 and ($2 = '' or email ilike $3 or raw_user_meta_data ->> 'full_name' ilike $3)`
    const { rows: counted } = await db.query<{ count: string }>(
      `select count(*) from auth.users where ${where}`,
      [aud, filter, pattern],
    )
    const { rows } = await db.query<UserRow>(
      `select ${USER_COLUMNS}
         from auth.users where ${where}
        order by created_at desc, id
        limit $4 offset $5`,
      [aud, filter, pattern, perPage, (page - 1) * perPage],
    )
    const ids = rows.map((row) => row.id)
    const [identities, factors] = [await loadIdentities(db, ids), await loadFactors(db, ids)]
    return {
      users: rows.map((row) =>
        userJson(readable(row), identities.get(row.id), factors.get(row.id)),
      ),
      total: Number(firstRow(counted).count),
    }
  })

  c.header('X-Total-Count', String(total))
  c.header('Link', paginationLink(c, page, Math.ceil(total / perPage)))
  return c.json({ users, aud }, 200)
}

const createUserBody = bodyObject({
  email: goString(),
  phone: goString(),
  password: optionalString(),
  password_hash: goString(),
  id: goString(),
  aud: goString(),
  role: goString(),
  ban_duration: goString(),
  user_metadata: jsonObject(),
  app_metadata: jsonObject(),
  email_confirm: goBoolean(),
  phone_confirm: goBoolean(),
})

async function createUser(
  c: Context,
  ctx: ServiceContext,
  body: z.output<typeof createUserBody>,
): Promise<Response> {
  const {
    email: rawEmail,
    phone: rawPhone,
    password,
    password_hash: passwordHashParam,
    id,
    ban_duration: banDuration,
    user_metadata: userMetadata = {},
    app_metadata: appMetadata,
    email_confirm: emailConfirm,
    phone_confirm: phoneConfirm,
  } = body
  const aud = body.aud || DEFAULT_AUD
  const role = body.role || 'authenticated'

  if (rawEmail === '' && rawPhone === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  }
  const email = rawEmail !== '' ? validateEmail(rawEmail) : null
  const phone = rawPhone !== '' ? validatePhone(rawPhone) : null
  if (password !== undefined && password !== '' && passwordHashParam !== '') {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided')
  }
  if (passwordHashParam !== '' && !/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(passwordHashParam)) {
    throw badRequest(
      'validation_failed',
      'Invalid password hash format: only bcrypt hashes are supported',
    )
  }
  if (password !== undefined && password !== '') checkPasswordStrength(password)
  if (id !== '' && !isUuid(id))
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format')
  if (id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid')
  const bannedUntil = banDuration !== '' ? banUntil(banDuration) : null

  // Without a password the account exists but cannot sign in until one is set.
  const passwordHash =
    passwordHashParam !== ''
      ? passwordHashParam
      : await hashPassword(
          password !== undefined && password !== ''
            ? password
            : randomBytes(32).toString('base64url'),
        )

  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])]
  const json = await asSystem(ctx.pool, async (db) => {
    if (email && (await emailTaken(db, email))) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    if (phone && (await phoneTaken(db, phone))) {
      throw unprocessable('phone_exists', 'Phone number already registered by another user')
    }
    if (id !== '' && (await findUserById(db, id))) {
      throw unprocessable('user_already_exists', 'User already registered')
    }
    const user = await insertUser(db, {
      id: id || undefined,
      email,
      phone,
      passwordHash,
      aud,
      role,
      appMetadata: mergeMetadata({ provider: providers[0], providers }, appMetadata ?? {}),
      userMetadata,
      emailConfirmed: emailConfirm,
      phoneConfirmed: phoneConfirm,
    })
    if (bannedUntil) {
      await db.query(`update auth.users set banned_until = $2 where id = $1`, [
        user.id,
        bannedUntil,
      ])
    }
    return loadUserJson(db, (await findUserById(db, user.id)) as UserRow)
  })
  return c.json(json, 200)
}

const updateUserBody = bodyObject({
  email: goString(),
  phone: goString(),
  password: optionalString(),
  role: goString(),
  ban_duration: goString(),
  user_metadata: jsonObject(),
  app_metadata: jsonObject(),
  email_confirm: goBoolean(),
  phone_confirm: goBoolean(),
})

async function updateUserById(
  c: Context,
  ctx: ServiceContext,
  id: string,
  body: z.output<typeof updateUserBody>,
): Promise<Response> {
  const {
    email: rawEmail,
    phone: rawPhone,
    password,
    role,
    ban_duration: banDuration,
    user_metadata: userMetadata,
    app_metadata: appMetadata,
    email_confirm: emailConfirm,
    phone_confirm: phoneConfirm,
  } = body

  const email = rawEmail !== '' ? validateEmail(rawEmail) : ''
  const phone = rawPhone !== '' ? validatePhone(rawPhone) : ''
  const hasBan = banDuration !== ''
  const bannedUntil = hasBan ? banUntil(banDuration) : null
  if (password !== undefined) checkPasswordStrength(password)
  const passwordHash = password !== undefined ? await hashPassword(password) : undefined

  const json = await asSystem(ctx.pool, async (db) => {
    await lockUser(db, id)
    let user = (await findUserById(db, id)) as UserRow
    // `column` is always one of the literal names below, never input.
    const set = async (column: string, value: unknown) => {
      try {
        await db.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [
          id,
          value,
        ])
      } catch (error) {
        throw uniqueViolationToAuthError(error)
      }
    }

    if (role !== '') await set('role', role)
    if (emailConfirm)
      await db.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
        [id],
      )
    if (phoneConfirm)
      await db.query(
        `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1`,
        [id],
      )
    if (passwordHash !== undefined) {
      await set('encrypted_password', passwordHash)
      await logout(db, id, null, 'global')
    }
    if (email !== '' && email !== user.email) {
      if (await emailTaken(db, email, id)) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      await set('email', email)
      await set('raw_app_meta_data', JSON.stringify(withProvider(user.raw_app_meta_data, 'email')))
    }
    if (phone !== '' && phone !== user.phone) {
      if (await phoneTaken(db, phone, id)) {
        throw unprocessable('phone_exists', 'Phone number already registered by another user')
      }
      await set('phone', phone)
      user = (await findUserById(db, id)) as UserRow
      await set('raw_app_meta_data', JSON.stringify(withProvider(user.raw_app_meta_data, 'phone')))
    }
    user = (await findUserById(db, id)) as UserRow
    if (emailConfirm || email !== '') await syncIdentity(db, user, 'email')
    if (phoneConfirm || phone !== '') await syncIdentity(db, user, 'phone')
    if (appMetadata)
      await set(
        'raw_app_meta_data',
        JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMetadata)),
      )
    if (userMetadata)
      await set(
        'raw_user_meta_data',
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMetadata)),
      )
    if (hasBan) await set('banned_until', bannedUntil)
    return loadUserJson(db, (await findUserById(db, id)) as UserRow)
  })
  return c.json(json, 200)
}

const deleteUserBody = bodyObject({ should_soft_delete: goBoolean() })

async function deleteUser(
  c: Context,
  ctx: ServiceContext,
  id: string,
  { should_soft_delete: soft }: z.output<typeof deleteUserBody>,
): Promise<Response> {
  await asSystem(ctx.pool, async (db) => {
    await lockUser(db, id)
    if (!soft) {
      // Identities, sessions and refresh tokens go with the user (on delete cascade).
      await db.query(`delete from auth.users where id = $1`, [id])
      return
    }
    await logout(db, id, null, 'global')
    await db.query(`delete from auth.identities where user_id = $1`, [id])
    await db.query(
      `update auth.users
          set email = null, phone = null, encrypted_password = '', raw_app_meta_data = '{}'::jsonb,
              raw_user_meta_data = '{}'::jsonb, deleted_at = coalesce(deleted_at, now()), updated_at = now()
        where id = $1`,
      [id],
    )
  })
  return c.json({}, 200)
}

/** GoTrue's loadUser: 404 validation_failed for a malformed id, 404 user_not_found for an unknown one. */
function checkUserId(id: string): void {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
}

async function lockUser(db: Pick<pg.PoolClient, 'query'>, id: string) {
  const { rows } = await db.query(`select id from auth.users where id = $1 for update`, [id])
  if (rows.length === 0) throw notFound('user_not_found', 'User not found')
}

export function registerAdminRoutes(app: Hono, ctx: ServiceContext) {
  // Every admin route checks the caller first, as GoTrue's /admin middleware does.
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c)
    await next()
  })

  // The id is checked before the body is read, as GoTrue's loadUser runs first.
  const validUserId: MiddlewareHandler = async (c, next) => {
    checkUserId(c.req.param('id') ?? '')
    await next()
  }

  app.get('/admin/users', (c) => listUsers(c, ctx))
  app.post('/admin/users', jsonBody(createUserBody), (c) => createUser(c, ctx, c.req.valid('json')))

  app.get('/admin/users/:id', async (c) => {
    const id = c.req.param('id')
    checkUserId(id)
    const json = await asSystem(ctx.pool, async (db) => {
      const user = await findUserById(db, id)
      if (!user) throw notFound('user_not_found', 'User not found')
      return loadUserJson(db, user)
    })
    return c.json(json, 200)
  })

  app.put('/admin/users/:id', validUserId, jsonBody(updateUserBody), (c) =>
    updateUserById(c, ctx, c.req.param('id'), c.req.valid('json')),
  )

  // GoTrue reads no body here as {}: a hard delete.
  app.delete(
    '/admin/users/:id',
    validUserId,
    jsonBody(deleteUserBody, { emptyIsObject: true }),
    (c) => deleteUser(c, ctx, c.req.param('id'), c.req.valid('json')),
  )
}
