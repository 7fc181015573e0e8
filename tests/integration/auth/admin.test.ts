import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { serviceClient, sql, stack } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  signedIn,
  strongPassword,
  trackUser,
  uniqueEmail,
} from './auth-helpers.ts'

afterAll(deleteTestUsers)

const admin = () => serviceClient().auth.admin
const serviceHeaders = () => ({
  apikey: stack.serviceRoleKey,
  authorization: `Bearer ${stack.serviceRoleKey}`,
})

describe('POST /auth/v1/admin/users', () => {
  test('creates a confirmed user with metadata who can sign in', async () => {
    const email = uniqueEmail('admin-create')
    const password = strongPassword()
    const { data, error } = await admin().createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { display_name: 'Grace' },
      app_metadata: { staff_role: 'editor' },
    })
    trackUser(data.user?.id)
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email,
      phone: '',
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { display_name: 'Grace' },
      app_metadata: { provider: 'email', providers: ['email'], staff_role: 'editor' },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const [row] = await sql<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user?.id],
    )
    expect(row?.encrypted_password).toMatch(/^\$2[ab]\$10\$/)

    const signIn = await clientFrom().auth.signInWithPassword({ email, password })
    expect(signIn.error).toBeNull()
  })

  test('without email_confirm the user exists but cannot sign in yet', async () => {
    const email = uniqueEmail('admin-unconfirmed')
    const password = strongPassword()
    const { data } = await admin().createUser({ email, password })
    trackUser(data.user?.id)
    expect(data.user?.email_confirmed_at).toBeUndefined()
    const signIn = await clientFrom().auth.signInWithPassword({ email, password })
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' })
  })

  test('an email already registered: 422 email_exists, and no second row', async () => {
    const existing = await createTestUser()
    const { error } = await admin().createUser({
      email: existing.email.toUpperCase(),
      password: strongPassword(),
    })
    expect(error).toMatchObject({ status: 422, code: 'email_exists' })
    expect(
      await sql('select 1 from auth.users where lower(email) = $1', [existing.email]),
    ).toHaveLength(1)
  })

  test('a weak password: 422 weak_password; no email or phone: 400 validation_failed', async () => {
    const weak = await admin().createUser({ email: uniqueEmail(), password: 'short' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const nobody = await admin().createUser({ password: strongPassword() })
    expect(nobody.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Cannot create a user without either an email or phone',
    })
  })

  test('an invalid email: 400 validation_failed', async () => {
    const { error } = await admin().createUser({
      email: 'not-an-email',
      password: strongPassword(),
    })
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
  })
})

describe('GET /auth/v1/admin/users', () => {
  test('pages the users, newest first, with X-Total-Count and a Link header', async () => {
    for (let i = 0; i < 3; i += 1) await createTestUser()
    const counted = await sql<{ count: string }>(
      `select count(*) from auth.users where aud = 'authenticated'`,
    )
    const total = Number(counted[0]?.count)
    // Three pages: auth-js reads only the first digit of a page number in the Link header.
    const perPage = Math.ceil(total / 3)
    const lastPage = Math.ceil(total / perPage)

    const { data, error } = await admin().listUsers({ page: 1, perPage })
    expect(error).toBeNull()
    expect(data.users).toHaveLength(perPage)
    expect(data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage })
    const created = data.users.map((user) => Date.parse(user.created_at))
    expect(created).toEqual([...created].sort((a, b) => b - a))

    const reply = await authRequest(`/admin/users?page=1&per_page=${perPage}`, {
      headers: serviceHeaders(),
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('x-total-count')).toBe(String(total))
    expect(reply.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=2&per_page=${perPage}>; rel="next", ` +
        `</auth/v1/admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`,
    )
    expect(reply.body).toMatchObject({ aud: 'authenticated' })

    const second = await admin().listUsers({ page: 2, perPage })
    const firstIds = new Set(data.users.map((user) => user.id))
    expect(second.data.users.some((user) => firstIds.has(user.id))).toBe(false)
  })

  test('the last page has no next link; empty page parameters mean the defaults', async () => {
    const reply = await authRequest('/admin/users?page=&per_page=', { headers: serviceHeaders() })
    expect(reply.status).toBe(200)
    const total = Number(reply.headers.get('x-total-count'))
    expect((reply.body as { users: unknown[] }).users).toHaveLength(Math.min(total, 50))
    const last = Math.ceil(total / 50)
    const lastPage = await authRequest(`/admin/users?page=${last}&per_page=50`, {
      headers: serviceHeaders(),
    })
    expect(lastPage.headers.get('link')).not.toContain('rel="next"')
  })

  test('bad page parameters: 400 validation_failed', async () => {
    const reply = await authRequest('/admin/users?page=abc', { headers: serviceHeaders() })
    expect(reply).toMatchObject({ status: 400, body: { code: 'validation_failed' } })
  })
})

describe('GET, PUT, DELETE /auth/v1/admin/users/{id}', () => {
  test('reads a user by id', async () => {
    const user = await createTestUser()
    const { data, error } = await admin().getUserById(user.id)
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id: user.id, email: user.email })
  })

  test('an unknown id: 404 user_not_found; a malformed id: 404 validation_failed', async () => {
    const { error } = await admin().getUserById(randomUUID())
    expect(error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' })
    const malformed = await authRequest('/admin/users/not-a-uuid', { headers: serviceHeaders() })
    expect(malformed).toMatchObject({
      status: 404,
      body: { code: 'validation_failed', message: 'user_id must be an UUID' },
    })
  })

  test('updates email, metadata and password; a new password ends the user’s sessions', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const email = uniqueEmail('admin-updated')
    const password = strongPassword()
    const { data, error } = await admin().updateUserById(user.id, {
      email,
      password,
      user_metadata: { display_name: 'Lin' },
      app_metadata: { staff_role: 'analyst' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Lin' },
      app_metadata: { provider: 'email', staff_role: 'analyst' },
    })
    const refresh = await clientFrom().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' })
    expect((await clientFrom().auth.signInWithPassword({ email, password })).error).toBeNull()
  })

  test('a weak password: 422 weak_password, and the old one still works', async () => {
    const user = await createTestUser()
    const { error } = await admin().updateUserById(user.id, { password: '1234567' })
    expect(error).toMatchObject({ status: 422, code: 'weak_password' })
    expect((await clientFrom().auth.signInWithPassword(user)).error).toBeNull()
  })

  test('bans and unbans with ban_duration', async () => {
    const user = await createTestUser()
    const banned = await admin().updateUserById(user.id, { ban_duration: '2h' })
    expect(Date.parse(String(banned.data.user?.banned_until))).toBeGreaterThan(
      Date.now() + 3600_000,
    )
    expect((await clientFrom().auth.signInWithPassword(user)).error).toMatchObject({
      code: 'user_banned',
    })

    await admin().updateUserById(user.id, { ban_duration: 'none' })
    expect((await clientFrom().auth.signInWithPassword(user)).error).toBeNull()

    const bad = await admin().updateUserById(user.id, { ban_duration: 'forever' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  test('deletes a user with their sessions; the user can no longer sign in', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const { error } = await admin().deleteUser(user.id)
    expect(error).toBeNull()
    expect((await admin().getUserById(user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
    expect(await sql('select 1 from auth.sessions where user_id = $1', [user.id])).toHaveLength(0)
    expect((await clientFrom().auth.signInWithPassword(user)).error).toMatchObject({
      code: 'invalid_credentials',
    })
    expect(
      (await clientFrom().auth.refreshSession({ refresh_token: session.refresh_token })).error,
    ).toMatchObject({
      code: 'refresh_token_not_found',
    })
  })

  test('deleting an unknown user: 404 user_not_found', async () => {
    const { error } = await admin().deleteUser(randomUUID())
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' })
  })
})

describe('who may call /auth/v1/admin', () => {
  test('the anon key: 403 not_admin, for every admin endpoint, and nothing changes', async () => {
    const user = await createTestUser()
    const before = await sql('select email, raw_user_meta_data from auth.users where id = $1', [
      user.id,
    ])
    const anon = clientFrom().auth.admin
    const attempts = await Promise.all([
      anon.listUsers(),
      anon.createUser({ email: uniqueEmail(), password: strongPassword() }),
      anon.getUserById(user.id),
      anon.updateUserById(user.id, { user_metadata: { hacked: true } }),
      anon.deleteUser(user.id),
    ])
    for (const { error } of attempts) {
      expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
    }
    expect(
      await sql('select email, raw_user_meta_data from auth.users where id = $1', [user.id]),
    ).toEqual(before)
  })

  test('a signed-in user’s JWT: 403 not_admin', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const reply = await authRequest('/admin/users', {
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(reply).toMatchObject({
      status: 403,
      body: { code: 'not_admin', message: 'User not allowed' },
    })
  })

  test('a forged service_role token: 403 bad_jwt', async () => {
    const [header, payload] = stack.serviceRoleKey.split('.')
    const reply = await authRequest('/admin/users', {
      headers: { authorization: `Bearer ${header}.${payload}.${'B'.repeat(43)}` },
    })
    expect(reply).toMatchObject({ status: 403, body: { code: 'bad_jwt' } })
  })
})
