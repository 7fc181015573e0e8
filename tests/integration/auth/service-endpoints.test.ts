import { afterAll, describe, expect, test } from 'vitest'
import { sql } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  deleteTestUsers,
  strongPassword,
  uniqueEmail,
} from './auth-helpers.ts'

afterAll(deleteTestUsers)

describe('POST /auth/v1/signup (off for this product)', () => {
  test('refuses: 422 signup_disabled, and creates nobody', async () => {
    const email = uniqueEmail('signup')
    const { data, error } = await clientFrom().auth.signUp({ email, password: strongPassword() })
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    })
    expect(data.session).toBeNull()
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
  })
})

describe('GET /auth/v1/settings', () => {
  test('describes this instance: email sign-in only, sign-ups off', async () => {
    const reply = await authRequest('/settings')
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      saml_enabled: false,
      external: { email: true, phone: false, google: false, anonymous_users: false },
    })
  })
})

describe('GET /auth/v1/health', () => {
  test('names the service as GoTrue does', async () => {
    const reply = await authRequest('/health')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      version: expect.stringMatching(/^v2\./),
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    })
  })
})

describe('GET /auth/v1/.well-known/jwks.json', () => {
  test('publishes no keys: tokens are HS256 with the shared secret', async () => {
    const reply = await authRequest('/.well-known/jwks.json')
    expect(reply).toMatchObject({ status: 200, body: { keys: [] } })
  })
})

describe('what the local stack does not provide', () => {
  test('SSO answers a clear error', async () => {
    const reply = await authRequest('/sso', { method: 'POST', body: {} })
    expect(reply.status).toBe(422)
    expect(reply.body).toMatchObject({
      code: 'sso_provider_disabled',
      message: expect.stringContaining('local Supabase emulator'),
    })
  })

  test('an unknown path: 404 in the same error shape, never a stack trace', async () => {
    const reply = await authRequest('/no-such-endpoint')
    expect(reply).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Not Found' } })
    expect(reply.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  })
})

describe('every Auth reply', () => {
  test('carries X-Supabase-Api-Version so auth-js reads the error code', async () => {
    for (const path of ['/settings', '/health', '/user']) {
      const reply = await authRequest(path)
      expect(reply.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    }
  })
})
