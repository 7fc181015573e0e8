import { setTimeout as sleep } from 'node:timers/promises'
import { AuthApiError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createTestUser,
  deleteTestUsers,
  freshIp,
  startOwnAuthServer,
  type OwnAuthServer,
  type TestUser,
} from './auth-helpers.ts'

// An Auth app with a limit small enough to reach: 3 requests per IP per 1.5 s.
const LIMIT = 3
const WINDOW_MS = 1500

let server: OwnAuthServer
let user: TestUser

beforeAll(async () => {
  server = await startOwnAuthServer({ tokenRateLimit: LIMIT, tokenRateWindowMs: WINDOW_MS })
  user = await createTestUser()
})

afterAll(async () => {
  await server.stop()
  await deleteTestUsers()
})

describe('POST /auth/v1/token rate limit per IP', () => {
  test('past the limit: 429 over_request_rate_limit, even with the right password', async () => {
    const client = server.client(freshIp())
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
    const busy = server.client(freshIp())
    for (let i = 0; i <= LIMIT; i += 1)
      await busy.auth.signInWithPassword({ email: user.email, password: 'wrong' })
    const { error } = await server.client(freshIp()).auth.signInWithPassword(user)
    expect(error).toBeNull()
  })

  test('lets the address in again once the window has passed', async () => {
    const ip = freshIp()
    for (let i = 0; i < LIMIT; i += 1)
      await server.client(ip).auth.signInWithPassword({ email: user.email, password: 'x' })
    expect((await server.client(ip).auth.signInWithPassword(user)).error).toMatchObject({
      status: 429,
    })
    await sleep(WINDOW_MS + 100)
    expect((await server.client(ip).auth.signInWithPassword(user)).error).toBeNull()
  })

  test('covers refreshes too', async () => {
    const ip = freshIp()
    const client = server.client(ip)
    const { data } = await client.auth.signInWithPassword(user)
    let refreshToken = data.session!.refresh_token
    for (let i = 1; i < LIMIT; i += 1) {
      const refreshed = await client.auth.refreshSession({ refresh_token: refreshToken })
      expect(refreshed.error).toBeNull()
      refreshToken = refreshed.data.session!.refresh_token
    }
    const { error } = await client.auth.refreshSession({ refresh_token: refreshToken })
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })

  test('other endpoints are not limited', async () => {
    const ip = freshIp()
    for (let i = 0; i <= LIMIT; i += 1) {
      await server.client(ip).auth.signInWithPassword({ email: user.email, password: 'x' })
    }
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { 'x-forwarded-for': ip },
    })
    expect(response.status).toBe(200)
  })
})
