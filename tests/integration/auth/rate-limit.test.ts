import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createTestUser,
  deleteTestUsers,
  freshIp,
  ownAuthApp,
  type OwnAuthApp,
  type TestUser,
} from './auth-helpers.ts'
import { defaultOptions } from '../../../supabase/emulator/config.ts'
import { totpCode } from '../../support/totp.ts'

// An Auth app with limits small enough to reach: 3 sign-ins and 5 refreshes per IP per
// 5 minutes. The window is measured on a clock the tests set (Date only: timers and sockets
// run as usual), so a slow machine cannot stretch a burst past it.
const LIMIT = 3
const REFRESH_LIMIT = 5
const VERIFY_LIMIT = 4
const WINDOW_MS = 5 * 60 * 1000

let auth: OwnAuthApp
let user: TestUser

beforeAll(async () => {
  auth = ownAuthApp({
    tokenRateLimit: LIMIT,
    tokenRefreshRateLimit: REFRESH_LIMIT,
    tokenVerificationRateLimit: VERIFY_LIMIT,
    tokenRateWindowMs: WINDOW_MS,
    // The per-IP limit alone: these tests spend more wrong passwords on one account than the
    // account lockout allows (tests/integration/admin/sign-in.test.ts tests that).
    passwordVerificationHook: null,
  })
  user = await createTestUser()
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await auth.stop()
  await deleteTestUsers()
})

describe('POST /auth/v1/token rate limit per IP', () => {
  test('past the limit: 429 over_request_rate_limit, even with the right password', async () => {
    const client = auth.client(freshIp())
    for (let i = 0; i < LIMIT; i += 1) {
      const { error } = await client.auth.signInWithPassword({
        email: user.email,
        password: 'wrong-password',
      })
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    }
    const { data, error } = await client.auth.signInWithPassword(user)
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    expect(data.session).toBeNull()
  })

  test('counts each address on its own', async () => {
    const busy = auth.client(freshIp())
    for (let i = 0; i <= LIMIT; i += 1)
      await busy.auth.signInWithPassword({ email: user.email, password: 'wrong' })
    const { error } = await auth.client(freshIp()).auth.signInWithPassword(user)
    expect(error).toBeNull()
  })

  test('lets the address in again once the window has passed', async () => {
    const ip = freshIp()
    for (let i = 0; i < LIMIT; i += 1)
      await auth.client(ip).auth.signInWithPassword({ email: user.email, password: 'x' })
    expect((await auth.client(ip).auth.signInWithPassword(user)).error).toMatchObject({
      status: 429,
    })
    vi.setSystemTime(Date.now() + WINDOW_MS + 1)
    expect((await auth.client(ip).auth.signInWithPassword(user)).error).toBeNull()
  })

  test('refreshes have their own allowance: sign-ins spent, the session still refreshes', async () => {
    const ip = freshIp()
    const client = auth.client(ip)
    const { data } = await client.auth.signInWithPassword(user)
    for (let i = 1; i < LIMIT; i += 1) {
      await client.auth.signInWithPassword({ email: user.email, password: 'x' })
    }
    expect((await client.auth.signInWithPassword(user)).error).toMatchObject({ status: 429 })

    const refreshed = await client.auth.refreshSession({
      refresh_token: data.session!.refresh_token,
    })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.access_token).toEqual(expect.any(String))
  })

  test('past the refresh limit: 429 over_request_rate_limit, while sign-ins still pass', async () => {
    const ip = freshIp()
    const client = auth.client(ip)
    const { data } = await client.auth.signInWithPassword(user)
    let refreshToken = data.session!.refresh_token
    for (let i = 0; i < REFRESH_LIMIT; i += 1) {
      const refreshed = await client.auth.refreshSession({ refresh_token: refreshToken })
      expect(refreshed.error).toBeNull()
      refreshToken = refreshed.data.session!.refresh_token
    }
    const { error } = await client.auth.refreshSession({ refresh_token: refreshToken })
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    expect((await client.auth.signInWithPassword(user)).error).toBeNull()
  })

  test("the stack's own limits are config.toml's [auth.rate_limit], hosted Supabase's defaults", () => {
    expect(defaultOptions).toMatchObject({
      tokenRateLimit: 30,
      tokenRefreshRateLimit: 150,
      tokenVerificationRateLimit: 30,
      tokenRateWindowMs: 5 * 60 * 1000,
    })
  })

  test('other endpoints are not limited', async () => {
    const ip = freshIp()
    for (let i = 0; i <= LIMIT; i += 1) {
      await auth.client(ip).auth.signInWithPassword({ email: user.email, password: 'x' })
    }
    const response = await auth.request('/auth/v1/settings', {
      headers: { 'x-forwarded-for': ip },
    })
    expect(response.status).toBe(200)
  })
})

describe('link and code checks per IP', () => {
  test('emailed codes and two-factor codes share one allowance; past it, 429 before the code is read', async () => {
    const ip = freshIp()
    const client = auth.client(ip)
    await client.auth.signInWithPassword(user)
    const { data: factor } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: `Rate ${ip}`,
    })
    for (let i = 0; i < VERIFY_LIMIT / 2; i += 1) {
      const guess = await client.auth.mfa.challengeAndVerify({
        factorId: factor!.id,
        code: '000000',
      })
      expect(guess.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
      const typed = await client.auth.verifyOtp({
        email: user.email,
        token: '000000',
        type: 'email',
      })
      expect(typed.error).toMatchObject({ status: 403 })
    }
    const over = await client.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totpCode(factor!.totp.secret),
    })
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    const link = await auth.request('/auth/v1/verify?token=x&type=recovery', {
      headers: { 'x-forwarded-for': ip, apikey: 'anon' },
    })
    expect(link.status).toBe(429)
    // Another address is not held back.
    const { error } = await auth
      .client(freshIp())
      .auth.verifyOtp({ email: user.email, token: '000000', type: 'email' })
    expect(error).toMatchObject({ status: 403 })
  })
})
