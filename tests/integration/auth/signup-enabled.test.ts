import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from '../support/clients.ts'
import {
  deleteTestUsers,
  ownAuthApp,
  strongPassword,
  trackUser,
  uniqueEmail,
  type OwnAuthApp,
} from './auth-helpers.ts'

// Sign-up is off for this product; this Auth app has it switched on (config
// `enableSignup`, env SUPABASE_LOCAL_ENABLE_SIGNUP=true for the local stack).
let auth: OwnAuthApp

beforeAll(async () => {
  auth = ownAuthApp({ enableSignup: true })
})

afterAll(async () => {
  await auth.stop()
  await deleteTestUsers()
})

describe('POST /auth/v1/signup (switched on)', () => {
  test('creates a confirmed user and returns a session', async () => {
    const email = uniqueEmail('signup')
    const password = strongPassword()
    const { data, error } = await auth.client().auth.signUp({
      email,
      password,
      options: { data: { display_name: 'Noor' } },
    })
    trackUser(data.user?.id)
    expect(error).toBeNull()
    expect(data.session?.token_type).toBe('bearer')
    expect(data.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Noor' },
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(decodeJwt(data.session!.access_token).sub).toBe(data.user?.id)
    const [row] = await sql<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user?.id],
    )
    expect(row?.encrypted_password).toMatch(/^\$2[ab]\$10\$/)
    expect(row?.encrypted_password).not.toContain(password)

    const again = await auth.client().auth.signInWithPassword({ email, password })
    expect(again.error).toBeNull()
  })

  test('an email already registered: 422 user_already_exists', async () => {
    const email = uniqueEmail('signup-twice')
    const first = await auth.client().auth.signUp({ email, password: strongPassword() })
    trackUser(first.data.user?.id)
    const { error } = await auth.client().auth.signUp({ email, password: strongPassword() })
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  test('a weak password: 422 weak_password, and no user', async () => {
    const email = uniqueEmail('signup-weak')
    const { error } = await auth.client().auth.signUp({ email, password: 'abc' })
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] })
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
  })

  test('anonymous sign-in: 422 anonymous_provider_disabled', async () => {
    const { error } = await auth.client().auth.signInAnonymously()
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' })
  })

  test('/settings says sign-ups are open', async () => {
    const response = await auth.request('/auth/v1/settings')
    expect(await response.json()).toMatchObject({ disable_signup: false })
  })
})
