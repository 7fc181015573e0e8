/**
 * The local accounts (supabase/emulator/seed-local.ts) and the seed split:
 * the accounts sign in, their auth rows are ones Supabase's Auth server can
 * read (no NULL where GoTrue expects a string), and the content seed a hosted
 * push may include holds no account and no secret.
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { parse as parseToml } from 'smol-toml'
import { afterAll, describe, expect, test } from 'vitest'
import { seedCredentials } from '../../../supabase/emulator/seed-users.ts'
import { authRequest, clientFrom } from './auth-helpers.ts'
import { sql } from '../support/clients.ts'

/** The auth.users columns GoTrue's User model reads into non-nullable Go strings. */
const STRING_COLUMNS = [
  'aud',
  'role',
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
  'email_change_token_current',
  'phone_change',
  'phone_change_token',
  'reauthentication_token',
]

const brokenId = randomUUID()

afterAll(async () => {
  await sql('delete from auth.users where id = $1', [brokenId])
})

describe('local accounts', () => {
  test.each(seedCredentials.map((user) => [user.role, user] as const))(
    '%s signs in with the published password',
    async (_role, user) => {
      const { data, error } = await clientFrom().auth.signInWithPassword({
        email: user.email,
        password: user.password,
      })
      expect(error).toBeNull()
      expect(data.user).toMatchObject({ id: user.id, email: user.email, role: 'authenticated' })
      expect(data.user?.email_confirmed_at).toEqual(expect.any(String))
    },
  )

  test('leave no NULL in the columns Supabase Auth reads as strings', async () => {
    const rows = await sql<{ email: string; null_columns: string[] }>(
      `select u.email, array(select c from unnest($2::text[]) c where to_jsonb(u) -> c = 'null'::jsonb) as null_columns
       from auth.users u where u.id = any ($1::uuid[]) order by u.email`,
      [seedCredentials.map((user) => user.id), STRING_COLUMNS],
    )
    expect(rows).toEqual(
      seedCredentials
        .map((user) => ({ email: user.email, null_columns: [] }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    )
  })

  test('staff have their role in admin_users; the visitor has none', async () => {
    const rows = await sql<{ email: string; role: string }>(
      'select email, role from admin_users where id = any ($1::uuid[]) order by role',
      [seedCredentials.map((user) => user.id)],
    )
    expect(rows).toEqual([
      { email: 'admin@example.com', role: 'admin' },
      { email: 'analyst@example.com', role: 'analyst' },
      { email: 'editor@example.com', role: 'editor' },
    ])
  })

  test('a row with NULL token strings fails sign-in as on hosted Supabase', async () => {
    // What the old seed wrote: email_change and email_change_token_new left NULL.
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               confirmation_token, recovery_token, raw_app_meta_data, raw_user_meta_data,
                               created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               extensions.crypt('Broken-seed-2026!', extensions.gen_salt('bf')), now(), '', '',
               '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [brokenId, `broken-${brokenId}@example.com`],
    )
    const reply = await authRequest('/token?grant_type=password', {
      method: 'POST',
      body: { email: `broken-${brokenId}@example.com`, password: 'Broken-seed-2026!' },
    })
    expect(reply.status).toBe(500)
    expect(reply.body).toEqual({
      code: 'unexpected_failure',
      message: 'Database error querying schema',
    })
  })
})

describe('the content seed (supabase/seed.sql)', () => {
  test('is the only seed supabase/config.toml sends with db push --include-seed', () => {
    const config = parseToml(fs.readFileSync(path.resolve('supabase/config.toml'), 'utf8')) as {
      db: { seed: { enabled: boolean; sql_paths: string[] } }
    }
    expect(config.db.seed).toEqual({ enabled: true, sql_paths: ['./seed.sql'] })
  })

  test('creates no account, staff role or secret', () => {
    const seed = fs.readFileSync(path.resolve('supabase/seed.sql'), 'utf8')
    expect(
      seed.match(/\b(auth\.\w+|admin_users|postback_source_secrets|encrypted_password)\b/g),
    ).toBeNull()
  })
})
