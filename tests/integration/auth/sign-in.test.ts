import { decodeJwt, decodeProtectedHeader } from 'jose'
import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, seedUsers, serviceClient, sql, stack } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  signedIn,
  type TestUser,
} from './auth-helpers.ts'

let user: TestUser

beforeAll(async () => {
  user = await createTestUser()
})

afterAll(deleteTestUsers)

describe('POST /auth/v1/token?grant_type=password', () => {
  test('returns a Supabase session with the user', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { session } = await signedIn(user)

    expect(session.token_type).toBe('bearer')
    expect(session.expires_in).toBe(3600)
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600)
    expect(session.expires_at).toBeLessThanOrEqual(before + 3600 + 5)
    expect(session.refresh_token).toMatch(/^[\w-]{16,}$/)
    expect(session.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    })
    for (const field of [
      'email_confirmed_at',
      'confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ]) {
      expect(
        Date.parse(String((session.user as unknown as Record<string, unknown>)[field])),
      ).not.toBeNaN()
    }
    expect(session.user.identities).toEqual([
      expect.objectContaining({ provider: 'email', user_id: user.id, id: user.id }),
    ])
  })

  test('issues an HS256 access token with Supabase claims for a live session', async () => {
    const { session } = await signedIn(user)
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'HS256', typ: 'JWT' })
    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
    expect(claims.exp).toBe(session.expires_at)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    const sessions = await sql('select user_id from auth.sessions where id = $1', [
      claims.session_id,
    ])
    expect(sessions).toEqual([{ user_id: user.id }])
  })

  test('records the sign-in time on the user', async () => {
    const [before] = await sql<{ last_sign_in_at: Date | null }>(
      'select last_sign_in_at from auth.users where id = $1',
      [user.id],
    )
    await signedIn(user)
    const [after] = await sql<{ last_sign_in_at: Date }>(
      'select last_sign_in_at from auth.users where id = $1',
      [user.id],
    )
    expect(after!.last_sign_in_at.getTime()).toBeGreaterThan(
      before?.last_sign_in_at?.getTime() ?? 0,
    )
  })

  test('matches the email case-insensitively', async () => {
    const { data, error } = await clientFrom().auth.signInWithPassword({
      email: user.email.toUpperCase(),
      password: user.password,
    })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.id)
  })

  test('signs in a seeded user whose hash pgcrypto wrote', async () => {
    const admin = seedUsers.admin
    const client = clientFrom()
    const { data, error } = await client.auth.signInWithPassword({
      email: admin.email,
      password: admin.password,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(admin.email)
    // Only this session: other test files use the seeded users too.
    await client.auth.signOut({ scope: 'local' })
  })

  test('answers a wrong password and an unknown email alike: 400 invalid_credentials', async () => {
    const wrong = await clientFrom().auth.signInWithPassword({
      email: user.email,
      password: `${user.password}x`,
    })
    const unknown = await clientFrom().auth.signInWithPassword({
      email: `nobody-${user.id}@example.com`,
      password: user.password,
    })
    for (const { data, error } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError)
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })
      expect(data.session).toBeNull()
    }

    const rawWrong = await authRequest('/token?grant_type=password', {
      method: 'POST',
      body: { email: user.email, password: 'not-the-password' },
    })
    const rawUnknown = await authRequest('/token?grant_type=password', {
      method: 'POST',
      body: { email: `nobody-${user.id}@example.com`, password: 'not-the-password' },
    })
    expect(rawWrong.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    expect(rawUnknown.body).toEqual(rawWrong.body)
    for (const reply of [rawWrong, rawUnknown]) {
      expect(reply.status).toBe(400)
      expect(reply.headers.get('x-sb-error-code')).toBe('invalid_credentials')
      expect(reply.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    }
  })

  test('never accepts characters past bcrypt’s 72 bytes as part of the password', async () => {
    const email = `long-${user.id}@example.com`
    const password = 'p'.repeat(72)
    const { data } = await serviceClient().auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    try {
      const exact = await clientFrom().auth.signInWithPassword({ email, password })
      expect(exact.error).toBeNull()
      const longer = await clientFrom().auth.signInWithPassword({
        email,
        password: `${password}-and-more`,
      })
      expect(longer.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    } finally {
      await sql('delete from auth.users where id = $1', [data.user?.id])
    }
  })

  test('refuses an unconfirmed email: 400 email_not_confirmed', async () => {
    const unconfirmed = await createTestUser({ emailConfirm: false })
    const { error } = await clientFrom().auth.signInWithPassword({
      email: unconfirmed.email,
      password: unconfirmed.password,
    })
    expect(error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    })
  })

  test('refuses a banned user: 400 user_banned', async () => {
    const banned = await createTestUser()
    await serviceClient().auth.admin.updateUserById(banned.id, { ban_duration: '1h' })
    const { error } = await clientFrom().auth.signInWithPassword({
      email: banned.email,
      password: banned.password,
    })
    expect(error).toMatchObject({ status: 400, code: 'user_banned' })
  })

  test('refuses a body that is not JSON: 400 bad_json', async () => {
    const reply = await authRequest('/token?grant_type=password', {
      method: 'POST',
      rawBody: '{"email":',
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'bad_json' })
    expect(reply.headers.get('x-sb-error-code')).toBe('bad_json')
  })

  test('refuses a field of the wrong type instead of coercing it', async () => {
    const reply = await authRequest('/token?grant_type=password', {
      method: 'POST',
      body: { email: ['a@example.com'], password: 'x' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'bad_json' })
  })

  test('needs an email or a phone: 400 validation_failed', async () => {
    const reply = await authRequest('/token?grant_type=password', {
      method: 'POST',
      body: { password: 'x' },
    })
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'missing email or phone' },
    })
  })

  test('answers an unknown grant type as GoTrue does', async () => {
    const reply = await authRequest('/token?grant_type=client_credentials', {
      method: 'POST',
      body: {},
    })
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    })
  })

  test('uses the pre-2024 error shape for a client that does not ask for a version', async () => {
    const reply = await authRequest('/token?grant_type=password', {
      method: 'POST',
      body: { email: user.email, password: 'wrong-password' },
      headers: { 'x-supabase-api-version': '' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
    expect(reply.headers.get('x-sb-error-code')).toBe('invalid_credentials')
  })
})

describe('sign-in validation (SPEC.md section 5)', () => {
  test('neither an email nor a phone gives the spec’s message and no session', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ password: 'x' } as never)
    expect(data.session).toBeNull()
    expect(error?.message).toBe('You must provide either an email or phone number and a password')
  })
})
