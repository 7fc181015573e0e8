/**
 * The admin sign-in sequence the login page runs (src/features/admin/auth/api/sign-in.ts)
 * against the local stack: every attempt lands in login_attempts with the server's own
 * IP, user agent and time and never the password; five wrong passwords lock an account at
 * /auth/v1/token itself (Auth's password verification hook), answered as a wrong password is.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminSupabaseClient } from '../../../src/features/admin/auth/api/database.ts'
import { signInStaff } from '../../../src/features/admin/auth/api/sign-in.ts'
import { anonClient, randomAddress, seedUsers, serviceClient, sql } from '../support/clients.ts'

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AdminSignInTest/1.0'

/** A browser-like client at its own address, as the admin app would be. */
function appClient(ip = randomAddress()) {
  const client = anonClient({ 'User-Agent': AGENT, 'X-Forwarded-For': ip })
  return { ip, client: client as unknown as AdminSupabaseClient }
}

const uniqueEmail = () => `user-${randomUUID().slice(0, 8)}@login-test.example`

type AttemptRow = {
  email: string
  success: boolean
  failure_reason: string | null
  ip: string | null
  user_agent: string | null
  attempted_at: Date
}

const attemptsFor = (email: string) =>
  sql<AttemptRow>(
    'select email, success, failure_reason, ip, user_agent, attempted_at from login_attempts where email = $1 order by id',
    [email],
  )

const createdUsers: string[] = []

afterAll(async () => {
  await sql(`delete from login_attempts where email like '%@login-test.example' or email = $1`, [
    seedUsers.analyst.email,
  ])
  for (const id of createdUsers) await serviceClient().auth.admin.deleteUser(id)
})

describe('admin sign-in attempts', () => {
  test('a failed sign-in writes a login_attempts row with the server-side address, agent and time', async () => {
    const email = uniqueEmail()
    const { ip, client } = appClient()
    const before = Date.now()

    const message = await signInStaff(client, { email, password: 'Wrong-password-1' })

    expect(message).toBe('Invalid login credentials')
    const rows = await attemptsFor(email)
    expect(rows).toEqual([
      {
        email,
        success: false,
        failure_reason: 'Invalid login credentials',
        ip,
        user_agent: AGENT,
        attempted_at: expect.any(Date),
      },
    ])
    expect(rows[0]!.attempted_at.getTime()).toBeGreaterThanOrEqual(before - 5000)
    expect(JSON.stringify(rows)).not.toContain('Wrong-password-1')
  })

  test('a successful sign-in is recorded as a success of that user', async () => {
    const { client } = appClient()
    const message = await signInStaff(client, {
      email: seedUsers.analyst.email.toUpperCase(),
      password: seedUsers.analyst.password,
    })
    expect(message).toBeNull()
    const rows = await attemptsFor(seedUsers.analyst.email)
    expect(rows.at(-1)).toMatchObject({ success: true, failure_reason: null })
    const { data } = await (client as unknown as ReturnType<typeof anonClient>).auth.getUser()
    expect(data.user?.email).toBe(seedUsers.analyst.email)
  })

  test('an anonymous caller cannot log a success for someone else', async () => {
    const { error } = await anonClient()
      .from('login_attempts')
      .insert({ email: seedUsers.admin.email, success: true })
    expect(error?.code).toBe('42501')
  })
})

describe("the lockout (Auth's password verification hook)", () => {
  test('after 5 wrong passwords /token itself refuses the account for 15 minutes, right password included, as it answers a wrong one', async () => {
    const email = uniqueEmail()
    const password = 'Right-password-2026'
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    expect(error).toBeNull()
    const userId = data.user!.id
    createdUsers.push(userId)

    for (let i = 0; i < 5; i++) {
      const { client } = appClient()
      expect(await signInStaff(client, { email, password: `wrong-${i}-password` })).toBe(
        'Invalid login credentials',
      )
    }

    // Straight to /auth/v1/token, not through the app: the lock is Auth's.
    const locked = await appClient().client.auth.signInWithPassword({ email, password })
    const unknown = await appClient().client.auth.signInWithPassword({
      email: uniqueEmail(),
      password,
    })
    expect(locked.data.session).toBeNull()
    expect(locked.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    // A locked account and an unknown email get the same answer: nothing tells which exists.
    expect(locked.error?.message).toBe('Invalid login credentials')
    expect(unknown.error).toMatchObject({
      status: locked.error?.status,
      code: locked.error?.code,
      message: locked.error?.message,
    })
    const [lock] = await sql<{ minutes: number }>(
      `select extract(epoch from locked_until - now()) / 60 as minutes
         from private.password_failures where user_id = $1`,
      [userId],
    )
    expect(Number(lock?.minutes)).toBeGreaterThan(14)
    expect(Number(lock?.minutes)).toBeLessThanOrEqual(15)

    // When the lock has run out, the right password works and clears the count.
    await sql(
      `update private.password_failures set locked_until = now() - interval '1 second' where user_id = $1`,
      [userId],
    )
    expect(await signInStaff(appClient().client, { email, password })).toBeNull()
    expect(
      await sql('select 1 from private.password_failures where user_id = $1', [userId]),
    ).toEqual([])
  })

  test('failed attempts written by anonymous clients lock nobody out', async () => {
    const client = appClient().client
    for (let i = 0; i < 10; i++) {
      const { error } = await client.from('login_attempts').insert({
        email: seedUsers.analyst.email,
        success: false,
        failure_reason: 'Invalid login credentials',
      })
      expect(error).toBeNull()
    }
    expect(
      await signInStaff(appClient().client, {
        email: seedUsers.analyst.email,
        password: seedUsers.analyst.password,
      }),
    ).toBeNull()
  })
})
