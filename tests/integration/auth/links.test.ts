/**
 * One-time links as GoTrue makes them (reference: realtime-auth-admin-storage.md 2.2,
 * 2.3): auth-js's admin generateLink for invite and recovery, the GET /verify the link
 * opens (303 with the session or the error in the fragment) and POST /verify with
 * token_hash. A link signs in once and never twice.
 */
import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { afterAll, describe, expect, test } from 'vitest'
import { serviceClient, stack } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  trackUser,
  uniqueEmail,
} from './auth-helpers.ts'

afterAll(deleteTestUsers)

const admin = () => serviceClient().auth.admin
const LANDING = 'http://127.0.0.1:4999/admin/set-password'

async function invite(email = uniqueEmail('invite')) {
  const { data, error } = await admin().generateLink({
    type: 'invite',
    email,
    options: { redirectTo: LANDING },
  })
  trackUser(data.user?.id ?? undefined)
  if (error) throw error
  return { email, ...data }
}

/** Opens a link as a browser would, without following the redirect. */
async function open(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  return {
    status: response.status,
    location,
    fragment: new URLSearchParams(location.split('#')[1] ?? ''),
  }
}

describe('POST /auth/v1/admin/generate_link', () => {
  test('invite: creates the unconfirmed user and answers the link properties auth-js splits out', async () => {
    const { email, properties, user } = await invite()
    expect(user?.email).toBe(email)
    expect(user?.email_confirmed_at).toBeUndefined()
    expect(user?.invited_at).toEqual(expect.any(String))
    expect(properties).toMatchObject({
      verification_type: 'invite',
      redirect_to: LANDING,
      email_otp: expect.stringMatching(/^\d{6}$/),
    })
    expect(properties?.hashed_token).toBe(
      createHash('sha224')
        .update(email + properties!.email_otp)
        .digest('hex'),
    )
    const link = new URL(properties!.action_link)
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/v1/verify`)
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: properties!.hashed_token,
      type: 'invite',
      redirect_to: LANDING,
    })
  })

  test('invite of a confirmed user is 422 email_exists; recovery of an unknown email is 404 user_not_found', async () => {
    const existing = await createTestUser()
    const again = await admin().generateLink({ type: 'invite', email: existing.email })
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
    const unknown = await admin().generateLink({ type: 'recovery', email: uniqueEmail('nobody') })
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })

  test('only the service key may generate links (403 not_admin for a user or the anon key)', async () => {
    const reply = await authRequest('/admin/generate_link', {
      method: 'POST',
      body: { type: 'invite', email: uniqueEmail('anon') },
    })
    expect(reply.status).toBe(403)
    expect(reply.body).toMatchObject({ code: 'not_admin' })
  })

  test('a redirect_to off the allow-list falls back to the site URL', async () => {
    const { data, error } = await admin().generateLink({
      type: 'invite',
      email: uniqueEmail('redirect'),
      options: { redirectTo: 'https://evil.example/steal' },
    })
    trackUser(data.user?.id ?? undefined)
    expect(error).toBeNull()
    expect(data.properties?.redirect_to).toBe('http://127.0.0.1:5173')
  })
})

describe('GET /auth/v1/verify', () => {
  test('the invite link signs the user in once (303 with the session) and not twice (otp_expired)', async () => {
    const { properties, user } = await invite()
    const first = await open(properties!.action_link)
    expect(first.status).toBe(303)
    expect(first.location.startsWith(`${LANDING}#`)).toBe(true)
    expect(first.fragment.get('type')).toBe('invite')
    expect(decodeJwt(first.fragment.get('access_token')!)).toMatchObject({
      amr: [{ method: 'invite' }],
    })
    expect(first.fragment.get('token_type')).toBe('bearer')
    expect(first.fragment.get('expires_in')).toBe('3600')

    // The session is real: the user endpoint answers with the now confirmed user.
    const me = await authRequest('/user', {
      headers: { authorization: `Bearer ${first.fragment.get('access_token')}` },
    })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id: user!.id, email_confirmed_at: expect.any(String) })

    const second = await open(properties!.action_link)
    expect(second.status).toBe(303)
    expect(second.fragment.get('access_token')).toBeNull()
    expect(Object.fromEntries(second.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })

  test('a recovery link signs an existing user in once', async () => {
    const existing = await createTestUser()
    const { data } = await admin().generateLink({
      type: 'recovery',
      email: existing.email,
      options: { redirectTo: LANDING },
    })
    const first = await open(data.properties!.action_link)
    expect(first.fragment.get('type')).toBe('recovery')
    expect(first.fragment.get('access_token')).toEqual(expect.any(String))
    // The session records how its user proved who they are, as GoTrue's amr claim does.
    expect(decodeJwt(first.fragment.get('access_token')!)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'recovery' }],
    })
    expect((await open(data.properties!.action_link)).fragment.get('error_code')).toBe(
      'otp_expired',
    )
  })

  test('the link opens without an API key, as from an email', async () => {
    const { properties } = await invite()
    expect(new URL(properties!.action_link).searchParams.has('apikey')).toBe(false)
    expect((await open(properties!.action_link)).status).toBe(303)
  })

  test('a banned user cannot use a link', async () => {
    const existing = await createTestUser()
    await admin().updateUserById(existing.id, { ban_duration: '876000h' })
    const { data } = await admin().generateLink({
      type: 'recovery',
      email: existing.email,
      options: { redirectTo: LANDING },
    })
    expect((await open(data.properties!.action_link)).fragment.get('error_code')).toBe(
      'user_banned',
    )
  })
})

describe('POST /auth/v1/verify', () => {
  test('auth-js verifyOtp with token_hash signs in once and answers otp_expired (403) the second time', async () => {
    const { properties, user } = await invite()
    const client = clientFrom()
    const first = await client.auth.verifyOtp({
      type: 'invite',
      token_hash: properties!.hashed_token,
    })
    expect(first.error).toBeNull()
    expect(first.data.session?.user.id).toBe(user!.id)

    const second = await clientFrom().auth.verifyOtp({
      type: 'invite',
      token_hash: properties!.hashed_token,
    })
    expect(second.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })
})
