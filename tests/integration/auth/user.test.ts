import { AuthSessionMissingError, isAuthWeakPasswordError } from '@supabase/supabase-js'
import { afterAll, describe, expect, test } from 'vitest'
import { signJwt } from '../../../supabase/emulator/keys.ts'
import { sql } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  signedIn,
  strongPassword,
  uniqueEmail,
} from './auth-helpers.ts'

afterAll(deleteTestUsers)

describe('GET /auth/v1/user', () => {
  test('returns the signed-in user', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
    })
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email'])
  })

  test('with only the anon key: 403 bad_jwt (the key names no user)', async () => {
    const reply = await authRequest('/user')
    expect(reply).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt', message: 'invalid claim: missing sub claim' },
    })
  })

  test('with a forged or expired token: 403 bad_jwt', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const [header, payload] = session.access_token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    const expired = await signJwt(
      { sub: user.id, role: 'authenticated', aud: 'authenticated' },
      Math.floor(Date.now() / 1000) - 120,
    )
    for (const token of [forged, expired]) {
      const reply = await authRequest('/user', { headers: { authorization: `Bearer ${token}` } })
      expect(reply.status).toBe(403)
      expect(reply.body).toMatchObject({ code: 'bad_jwt' })
    }
  })

  test('for a deleted user: 403 user_not_found', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    await sql('delete from auth.users where id = $1', [user.id])
    const reply = await authRequest('/user', {
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(reply).toMatchObject({ status: 403, body: { code: 'user_not_found' } })
  })
})

describe('PUT /auth/v1/user', () => {
  test('merges user metadata; null removes a key', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    await client.auth.updateUser({ data: { display_name: 'Ada', theme: 'dark' } })
    const { data, error } = await client.auth.updateUser({ data: { theme: null, locale: 'en-CA' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toEqual({ display_name: 'Ada', locale: 'en-CA' })
  })

  test('refuses a password shorter than 8: 422 weak_password with its reasons', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    const { error } = await client.auth.updateUser({ password: 'Short-1' })
    expect(isAuthWeakPasswordError(error)).toBe(true)
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    })
  })

  test('accepts a long passphrase, refuses one over 72 bytes', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    const passphrase = 'correct horse battery staple '.repeat(3).trim() // 86 characters
    const tooLong = await client.auth.updateUser({ password: passphrase })
    expect(tooLong.error).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(tooLong.error?.message).toContain('72 bytes')

    const longest = `é${'correct-horse-battery-staple-'.repeat(3).slice(0, 70)}` // 71 characters, 72 bytes
    const { error } = await client.auth.updateUser({ password: longest })
    expect(error).toBeNull()
    const again = await clientFrom().auth.signInWithPassword({
      email: user.email,
      password: longest,
    })
    expect(again.error).toBeNull()
  })

  test('refuses the current password as the new one: 422 same_password', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    const { error } = await client.auth.updateUser({ password: user.password })
    expect(error).toMatchObject({ status: 422, code: 'same_password' })
  })

  test('a new password replaces the old one and ends the other sessions', async () => {
    const user = await createTestUser()
    const { client } = await signedIn(user)
    const other = await signedIn(user)
    const password = strongPassword()

    const { error } = await client.auth.updateUser({ password })
    expect(error).toBeNull()

    const oldPassword = await clientFrom().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    })
    expect(oldPassword.error).toMatchObject({ code: 'invalid_credentials' })
    const newPassword = await clientFrom().auth.signInWithPassword({ email: user.email, password })
    expect(newPassword.error).toBeNull()

    expect((await client.auth.getUser()).error).toBeNull()
    const otherUser = await other.client.auth.getUser()
    expect(otherUser.error).toBeInstanceOf(AuthSessionMissingError)
    const otherRefresh = await clientFrom().auth.refreshSession({
      refresh_token: other.session.refresh_token,
    })
    expect(otherRefresh.error).toMatchObject({ code: 'refresh_token_not_found' })
  })

  test('changes the email at once; an address in use: 422 email_exists', async () => {
    const user = await createTestUser()
    const taken = await createTestUser()
    const { client } = await signedIn(user)

    const duplicate = await client.auth.updateUser({ email: taken.email })
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })

    const email = uniqueEmail('changed')
    const { data, error } = await client.auth.updateUser({ email })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    const again = await clientFrom().auth.signInWithPassword({ email, password: user.password })
    expect(again.error).toBeNull()
  })

  test('a user may not change their own app_metadata: 403 not_admin', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const reply = await authRequest('/user', {
      method: 'PUT',
      body: { app_metadata: { role: 'admin' } },
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(reply).toMatchObject({ status: 403, body: { code: 'not_admin' } })
  })

  test('without a user JWT: 403 bad_jwt', async () => {
    const reply = await authRequest('/user', { method: 'PUT', body: { data: { x: 1 } } })
    expect(reply).toMatchObject({ status: 403, body: { code: 'bad_jwt' } })
  })
})
