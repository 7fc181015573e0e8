/**
 * The admin sign-in sequence the login page runs (src/features/admin/auth/api/sign-in.ts)
 * against the local stack: every attempt lands in login_attempts with the server's own
 * IP, user agent and time and never the password; repeated failures are refused per
 * email and per address.
 */
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
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

/** login_throttle is newer than the generated types: an untyped client reads it. */
const throttleReader = (ip: string) =>
  anonClient({ 'X-Forwarded-For': ip }) as unknown as SupabaseClient

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
  await sql('delete from login_throttle')
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

describe('login throttle', () => {
  test('after 5 failures an email is refused for 15 minutes, even with the right password', async () => {
    const email = uniqueEmail()
    const password = 'Right-password-2026'
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    expect(error).toBeNull()
    createdUsers.push(data.user!.id)

    for (let i = 0; i < 5; i++) {
      const { client } = appClient()
      expect(await signInStaff(client, { email, password: `wrong-${i}-password` })).toBe(
        'Invalid login credentials',
      )
    }

    const { client } = appClient()
    const refused = await signInStaff(client, { email, password })
    expect(refused).toMatch(/^Too many failed sign-in attempts\. .*try again in 15 minutes\.$/)
    const status = await client.rpc('login_throttle_status', { p_email: email.toUpperCase() })
    expect(status.data).toBeGreaterThan(14 * 60)
    expect(status.data).toBeLessThanOrEqual(15 * 60)

    // The refusal is logged, does not extend the lock, and never reached the password check.
    const rows = await attemptsFor(email)
    expect(rows).toHaveLength(6)
    expect(rows.at(-1)).toMatchObject({ success: false, failure_reason: refused })
    const [lock] = await sql<{ failures: number }>(
      "select failures from login_throttle where subject like 'email:%' and locked_until > now()",
    )
    expect(lock?.failures).toBe(0)

    // When the lock has run out, the right password works and clears the counter.
    await sql(
      `update login_throttle set locked_until = now() - interval '1 second' where locked_until > now() and subject like 'email:%'`,
    )
    const { client: later } = appClient()
    expect(await signInStaff(later, { email, password })).toBeNull()
    const remaining = await sql(
      "select 1 from login_throttle where subject = 'email:' || encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [email],
    )
    expect(remaining).toEqual([])
  })

  test('after 20 failures from one address, every email is refused from there but not elsewhere', async () => {
    const ip = randomAddress()
    for (let i = 0; i < 20; i++) {
      const { client } = appClient(ip)
      await signInStaff(client, { email: uniqueEmail(), password: 'Wrong-password-3' })
    }
    const fromThere = await signInStaff(appClient(ip).client, {
      email: seedUsers.analyst.email,
      password: seedUsers.analyst.password,
    })
    expect(fromThere).toMatch(/^Too many failed sign-in attempts\./)

    const elsewhere = await signInStaff(appClient().client, {
      email: seedUsers.analyst.email,
      password: seedUsers.analyst.password,
    })
    expect(elsewhere).toBeNull()
  })

  test('a made-up X-Forwarded-For entry neither escapes the address lock nor moves it', async () => {
    // The gateway appends the address it saw: entries on the left are the caller's own words.
    const ip = randomAddress()
    for (let i = 0; i < 20; i++) {
      const { client } = appClient(`${randomAddress()}, ${ip}`)
      await signInStaff(client, { email: uniqueEmail(), password: 'Wrong-password-3' })
    }
    const analyst = { email: seedUsers.analyst.email, password: seedUsers.analyst.password }
    const fromThere = await signInStaff(appClient(`${randomAddress()}, ${ip}`).client, analyst)
    expect(fromThere).toMatch(/^Too many failed sign-in attempts\./)
    // Someone else naming the locked address first is not locked.
    const naming = await signInStaff(appClient(`${ip}, ${randomAddress()}`).client, analyst)
    expect(naming).toBeNull()
  })

  test('the throttle table shows a caller only hashed emails and its own address', async () => {
    const ip = randomAddress()
    await sql(
      "insert into login_throttle (subject, failures) values ('ip:' || $1, 3) on conflict do nothing",
      [ip],
    )
    const own = await throttleReader(ip).from('login_throttle').select('subject')
    expect(own.data?.map((row: { subject: string }) => row.subject)).toContain(`ip:${ip}`)
    const other = await throttleReader(randomAddress()).from('login_throttle').select('subject')
    expect(other.error).toBeNull()
    expect(other.data?.every((row: { subject: string }) => row.subject.startsWith('email:'))).toBe(
      true,
    )
    const write = await throttleReader(ip).from('login_throttle').delete().eq('subject', `ip:${ip}`)
    expect(write.error?.code).toBe('42501')
  })
})
