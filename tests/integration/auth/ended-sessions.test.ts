/**
 * A session that ends, ends everywhere at once: staff rights need the access token's session
 * to be live in auth.sessions (private.session_is_live, called by every role helper), so once
 * a session is ended (sign-out, sign-out everywhere, a password change ending the others) its
 * access token, still unexpired, gets nothing from REST, Storage, Realtime or the functions.
 */
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { signJwt } from '../../../supabase/emulator/keys.ts'
import { makeClient, serviceClient, sql, stack, type Client } from '../support/clients.ts'
import {
  createTestUser,
  deleteTestUsers,
  ownAuthApp,
  sessionIdOf,
  signedIn,
  strongPassword,
  type TestUser,
} from './auth-helpers.ts'

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const channels: RealtimeChannel[] = []
let brandId: string

beforeAll(async () => {
  const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
  brandId = brand!.id
})

afterAll(async () => {
  await Promise.all(channels.map((channel) => channel.unsubscribe()))
  await deleteTestUsers()
})

/** A new admin (an Auth user with a staff row), so that signing them out touches no other test. */
async function newAdmin(): Promise<TestUser> {
  const user = await createTestUser()
  await sql(`insert into public.admin_users (id, email, role) values ($1, $2, 'admin')`, [
    user.id,
    user.email,
  ])
  return user
}

/** How many staff rows the client's token reads through REST (an admin reads them all). */
async function staffRowsSeen(client: Client): Promise<number> {
  const { data, error } = await client.from('admin_users').select('id')
  expect(error).toBeNull()
  return data!.length
}

/** A client that sends `token` as its access token, whatever happened to its session since. */
function clientWithToken(token: string): Client {
  return makeClient(stack.anonKey, { authorization: `Bearer ${token}` })
}

/** Subscribes to click inserts as `client`; returns the user ids of the clicks it receives. */
async function listenToClicks(client: Client, token: string): Promise<string[]> {
  const received: string[] = []
  await client.realtime.setAuth(token)
  const channel = client
    .channel(`clicks-${randomUUID()}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'brand_clicks_history' },
      (payload) => received.push((payload.new as { user_id: string }).user_id),
    )
  channels.push(channel)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not subscribed')), 8000)
    channel.subscribe((status) => {
      if (status !== 'SUBSCRIBED') return
      clearTimeout(timer)
      resolve()
    })
  })
  return received
}

async function insertClick(userId: string) {
  await sql(
    `insert into brand_clicks_history (brand_id, user_id, session_id, user_agent)
     values ($1, $2, $3, $4)`,
    [brandId, userId, `${userId}-s`, BROWSER_UA],
  )
}

async function callFunction(token: string) {
  const response = await fetch(`${stack.url}/functions/v1/admin-users`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ action: 'list' }),
  })
  return response.status
}

describe('an ended session ends staff access at once', () => {
  test('after sign-out everywhere the old token gets nothing from REST, Storage, Realtime or the functions', async () => {
    const admin = await newAdmin()
    const kept = await signedIn(admin)
    const token = kept.session.access_token
    const client = clientWithToken(token)
    const folder = `ended-${randomUUID().slice(0, 8)}`
    const upload = await serviceClient()
      .storage.from('media')
      .upload(`${folder}/logo.png`, PNG, { contentType: 'image/png' })
    expect(upload.error).toBeNull()
    // Another admin, signed in throughout: the click events are delivered to staff.
    const witness = await signedIn(await newAdmin())
    const witnessed = await listenToClicks(makeClient(stack.anonKey), witness.session.access_token)

    // While the session lives, the token is an admin's everywhere.
    expect(await staffRowsSeen(client)).toBeGreaterThan(1)
    expect((await client.storage.from('media').list(folder)).data).toHaveLength(1)
    expect(await callFunction(token)).toBe(200)
    const heard = await listenToClicks(makeClient(stack.anonKey), token)
    const before = `${folder}-before`
    await insertClick(before)
    await expect.poll(() => heard).toContain(before)

    // Sign-out everywhere, from another session of the same admin.
    const other = await signedIn(admin)
    expect((await other.client.auth.signOut({ scope: 'global' })).error).toBeNull()

    expect(await staffRowsSeen(client)).toBe(0)
    expect((await client.storage.from('media').list(folder)).data ?? []).toEqual([])
    expect(await callFunction(token)).toBe(401)
    const ended = await listenToClicks(makeClient(stack.anonKey), token)
    const after = `${folder}-after`
    await insertClick(after)
    await expect.poll(() => witnessed).toContain(after)
    expect(heard).not.toContain(after)
    expect(ended).toEqual([])
    await serviceClient()
      .storage.from('media')
      .remove([`${folder}/logo.png`])
  })

  test('sign-out of one session leaves the admin their other session', async () => {
    const admin = await newAdmin()
    const leaving = await signedIn(admin)
    const staying = await signedIn(admin)
    expect((await leaving.client.auth.signOut({ scope: 'local' })).error).toBeNull()

    expect(await staffRowsSeen(clientWithToken(leaving.session.access_token))).toBe(0)
    expect(await staffRowsSeen(clientWithToken(staying.session.access_token))).toBeGreaterThan(1)
  })

  test('a password change ends the staff rights of the other sessions', async () => {
    const admin = await newAdmin()
    const other = await signedIn(admin)
    const current = await signedIn(admin)
    const { error } = await current.client.auth.updateUser({ password: strongPassword() })
    expect(error).toBeNull()

    expect(await staffRowsSeen(clientWithToken(other.session.access_token))).toBe(0)
    expect(await staffRowsSeen(current.client)).toBeGreaterThan(1)
  })

  test('a validly signed token naming no session, or a session of another user, gets no staff data', async () => {
    const admin = await newAdmin()
    const stranger = await signedIn(await createTestUser())
    const claims = { sub: admin.id, role: 'authenticated', aud: 'authenticated' }
    const inAnHour = Math.floor(Date.now() / 1000) + 3600

    expect(await staffRowsSeen(clientWithToken(await signJwt(claims, inAnHour)))).toBe(0)
    const borrowed = { ...claims, session_id: sessionIdOf(stranger.session.access_token) }
    expect(await staffRowsSeen(clientWithToken(await signJwt(borrowed, inAnHour)))).toBe(0)
  })
})

describe("Auth's session limits (config.toml [auth.sessions])", () => {
  const MINUTE = 60_000

  test.each([
    {
      limit: 'inactivity_timeout',
      options: { sessionInactivityTimeoutMs: 30 * MINUTE },
      message: 'Invalid Refresh Token: Session Expired (Inactivity)',
    },
    {
      limit: 'timebox',
      options: { sessionTimeboxMs: 30 * MINUTE },
      message: 'Invalid Refresh Token: Session Expired',
    },
  ])('a session past its $limit cannot be refreshed', async ({ options, message }) => {
    const auth = ownAuthApp(options)
    const user = await createTestUser()
    try {
      const client = auth.client()
      const { data } = await client.auth.signInWithPassword(user)
      const refreshToken = data.session!.refresh_token
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 29 * MINUTE })
      const fresh = await client.auth.refreshSession({ refresh_token: refreshToken })
      expect(fresh.error).toBeNull()
      vi.setSystemTime(Date.now() + 31 * MINUTE)
      const late = await client.auth.refreshSession({
        refresh_token: fresh.data.session!.refresh_token,
      })
      expect(late.error).toMatchObject({ status: 400, code: 'session_expired', message })
    } finally {
      vi.useRealTimers()
      await auth.stop()
    }
  })
})
