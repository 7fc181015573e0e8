/**
 * auth.users and auth.identities: the queries Auth runs on them (as the
 * system, values always bound) and the user JSON Supabase Auth returns.
 */
import type pg from 'pg'
import { AuthError } from './errors.ts'
import type { JsonObject } from './request.ts'

type Queryable = Pick<pg.PoolClient, 'query'>

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  phone: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  invited_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: JsonObject | null
  raw_user_meta_data: JsonObject | null
  created_at: Date
  updated_at: Date
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
  /** How many of the columns GoTrue reads into non-nullable Go fields are NULL. */
  unreadable_columns: number
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: JsonObject
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

/**
 * GoTrue scans these into Go strings, ints and times: a NULL in any of them
 * (a row inserted by hand, e.g. by a seed) fails the scan.
 */
const NON_NULL_COLUMNS = `aud, role, confirmation_token, recovery_token, email_change_token_new,
  email_change, email_change_token_current, email_change_confirm_status, phone_change,
  phone_change_token, reauthentication_token, created_at, updated_at`

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at,
  phone_confirmed_at, confirmed_at, invited_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous,
  num_nulls(${NON_NULL_COLUMNS}) as unreadable_columns`

/**
 * A user row as GoTrue would load it: one it cannot scan answers every
 * request that loads the user with 500 "Database error querying schema",
 * as hosted Supabase does for such rows.
 */
export function readable<T extends UserRow | undefined>(row: T): T {
  if (row && row.unreadable_columns > 0) {
    throw new AuthError(500, 'unexpected_failure', 'Database error querying schema')
  }
  return row
}

/** The row an insert or update ... returning must have produced. */
export function firstRow<T>(rows: T[]): T {
  const row = rows[0]
  if (row === undefined) throw new Error('expected a row from the database, got none')
  return row
}

export const DEFAULT_AUD = 'authenticated'
export const DEFAULT_ROLE = 'authenticated'

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ])
  return readable(rows[0])
}

/** Email lookup is case-insensitive, as GoTrue's. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and deleted_at is null
      order by created_at limit 1`,
    [email],
  )
  return readable(rows[0])
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where phone = $1 and deleted_at is null limit 1`,
    [phone],
  )
  return readable(rows[0])
}

export async function emailTaken(
  db: Queryable,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users where lower(email) = lower($1) and id is distinct from $2::uuid limit 1`,
    [email, exceptUserId ?? null],
  )
  return rows.length > 0
}

export async function phoneTaken(
  db: Queryable,
  phone: string,
  exceptUserId?: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users where phone = $1 and id is distinct from $2::uuid limit 1`,
    [phone, exceptUserId ?? null],
  )
  return rows.length > 0
}

/** The rows of `sql` (whose $1 is the user ids) grouped by user, in the query's order. */
async function rowsByUser<T extends { user_id: string }>(
  db: Queryable,
  sql: string,
  userIds: string[],
): Promise<Map<string, T[]>> {
  const byUser = new Map<string, T[]>()
  if (userIds.length === 0) return byUser
  const { rows } = await db.query<T>(sql, [userIds])
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? []
    list.push(row)
    byUser.set(row.user_id, list)
  }
  return byUser
}

export function loadIdentities(
  db: Queryable,
  userIds: string[],
): Promise<Map<string, IdentityRow[]>> {
  return rowsByUser<IdentityRow>(
    db,
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = any($1::uuid[]) order by created_at, id`,
    userIds,
  )
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'unverified' | 'verified'
  created_at: Date
  updated_at: Date
}

export const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, created_at, updated_at'

export function loadFactors(db: Queryable, userIds: string[]): Promise<Map<string, FactorRow[]>> {
  return rowsByUser<FactorRow>(
    db,
    `select ${FACTOR_COLUMNS} from auth.mfa_factors
      where user_id = any($1::uuid[]) order by created_at, id`,
    userIds,
  )
}

export interface NewUser {
  id?: string
  email: string | null
  phone: string | null
  passwordHash: string | null
  aud?: string
  role?: string
  appMetadata: JsonObject
  userMetadata: JsonObject
  emailConfirmed: boolean
  phoneConfirmed: boolean
}

/** Inserts a user with its email and phone identities, as GoTrue does on sign-up and admin create. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  let rows: UserRow[]
  try {
    ;({ rows } = await db.query<UserRow>(
      `insert into auth.users
         (id, instance_id, aud, role, email, phone, encrypted_password, email_confirmed_at,
          phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, confirmation_token,
          recovery_token, email_change_token_new, email_change, created_at, updated_at)
       values (coalesce($1::uuid, gen_random_uuid()), '00000000-0000-0000-0000-000000000000',
               $2, $3, $4, $5, $6,
               case when $7::boolean then now() end, case when $8::boolean then now() end,
               $9::jsonb, $10::jsonb, '', '', '', '', now(), now())
       returning ${USER_COLUMNS}`,
      [
        user.id ?? null,
        user.aud ?? DEFAULT_AUD,
        user.role ?? DEFAULT_ROLE,
        user.email,
        user.phone,
        user.passwordHash,
        user.emailConfirmed,
        user.phoneConfirmed,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
      ],
    ))
  } catch (error) {
    throw uniqueViolationToAuthError(error)
  }
  const row = firstRow(rows)
  if (row.email) await insertIdentity(db, row, 'email')
  if (row.phone) await insertIdentity(db, row, 'phone')
  return row
}

/** A concurrent insert can still hit the unique constraints: answer as the duplicate checks do. */
export function uniqueViolationToAuthError(error: unknown): unknown {
  const pgError = error as { code?: string; constraint?: string }
  if (pgError.code !== '23505') return error
  if (pgError.constraint?.includes('phone')) {
    return new AuthError(
      422,
      'phone_exists',
      'A user with this phone number has already been registered',
    )
  }
  if (pgError.constraint?.includes('email')) {
    return new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  if (pgError.constraint?.includes('pkey')) {
    return new AuthError(422, 'user_already_exists', 'User already registered')
  }
  return error
}

export async function insertIdentity(
  db: Queryable,
  user: UserRow,
  provider: 'email' | 'phone',
): Promise<void> {
  const data: JsonObject = {
    sub: user.id,
    ...(provider === 'email' ? { email: user.email } : { phone: user.phone }),
    email_verified: user.email_confirmed_at !== null,
    phone_verified: user.phone_confirmed_at !== null,
  }
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [user.id, user.id, JSON.stringify(data), provider],
  )
}

/** Keeps the user's email or phone identity in step with the user row. */
export async function syncIdentity(
  db: Queryable,
  user: UserRow,
  provider: 'email' | 'phone',
): Promise<void> {
  const value = provider === 'email' ? user.email : user.phone
  if (!value) {
    await db.query(`delete from auth.identities where user_id = $1 and provider = $2`, [
      user.id,
      provider,
    ])
    return
  }
  await insertIdentity(db, user, provider)
}

/** Adds a provider to app_metadata.providers (GoTrue keeps that list). */
export function withProvider(appMetadata: JsonObject | null, provider: string): JsonObject {
  const current = appMetadata ?? {}
  const providers = Array.isArray(current.providers) ? [...(current.providers as unknown[])] : []
  if (!providers.includes(provider)) providers.push(provider)
  return { ...current, provider: current.provider ?? provider, providers }
}

/** GoTrue's metadata update: keys are set, a null value removes the key. */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime()
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined)

/** The identity JSON inside a user: identity_id is the row, id the provider's subject. */
export function identityJson(row: IdentityRow): JsonObject {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  }
}

/** A factor as GoTrue's models.Factor marshals it (never its secret). */
export function factorJson(row: FactorRow): JsonObject {
  return {
    id: row.id,
    friendly_name: row.friendly_name ?? undefined,
    factor_type: row.factor_type,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

/**
 * The user JSON as GoTrue's models.User marshals it: email and phone are ''
 * when absent, unset timestamps and an empty factor list are left out (omitempty).
 */
export function userJson(
  row: UserRow,
  identities: IdentityRow[] = [],
  factors: FactorRow[] = [],
): JsonObject {
  const json: JsonObject = {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmed_at: iso(row.confirmed_at),
    invited_at: iso(row.invited_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    banned_until: iso(row.banned_until),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous,
  }
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key]
  return json
}

/** The user JSON with identities and factors loaded. */
export async function loadUserJson(db: Queryable, row: UserRow): Promise<JsonObject> {
  const [identities, factors] = [
    await loadIdentities(db, [row.id]),
    await loadFactors(db, [row.id]),
  ]
  return userJson(row, identities.get(row.id), factors.get(row.id))
}

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's email checks; the address is kept lower-cased so lookups and uniqueness agree. */
export function validateEmail(email: string): string {
  const trimmed = email.trim()
  if (trimmed === '') throw new AuthError(400, 'validation_failed', 'An email address is required')
  if (trimmed.length > 255)
    throw new AuthError(400, 'validation_failed', 'An email address is too long')
  if (!EMAIL_PATTERN.test(trimmed)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  return trimmed.toLowerCase()
}

/** GoTrue stores phone numbers as E.164 digits without the leading '+'. */
export function formatPhone(phone: string): string {
  return phone.trim().replace(/^\+/, '').replace(/[\s-]/g, '')
}

export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone)
  if (!/^[1-9]\d{4,14}$/.test(formatted)) {
    throw new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)')
  }
  return formatted
}
