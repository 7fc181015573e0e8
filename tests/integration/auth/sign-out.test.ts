import { afterAll, describe, expect, test } from 'vitest'
import { sql } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  sessionIdOf,
  signedIn,
} from './auth-helpers.ts'

afterAll(deleteTestUsers)

async function refreshError(refreshToken: string) {
  return (await clientFrom().auth.refreshSession({ refresh_token: refreshToken })).error
}

async function userReply(accessToken: string) {
  return authRequest('/user', { headers: { authorization: `Bearer ${accessToken}` } })
}

describe('POST /auth/v1/logout', () => {
  test('global (the default) ends every session of the user and revokes their refresh tokens', async () => {
    const user = await createTestUser()
    const first = await signedIn(user)
    const second = await signedIn(user)

    const { error } = await first.client.auth.signOut()
    expect(error).toBeNull()

    for (const { session } of [first, second]) {
      expect(await refreshError(session.refresh_token)).toMatchObject({
        status: 400,
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      })
      const reply = await userReply(session.access_token)
      expect(reply).toMatchObject({ status: 403, body: { code: 'session_not_found' } })
    }
    expect(
      await sql('select 1 from auth.refresh_tokens where user_id = $1', [user.id]),
    ).toHaveLength(0)
  })

  test('answers 204 with no body', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const reply = await authRequest('/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(reply.status).toBe(204)
    expect(reply.body).toBeNull()
  })

  test('local ends only the current session', async () => {
    const user = await createTestUser()
    const current = await signedIn(user)
    const other = await signedIn(user)

    expect((await current.client.auth.signOut({ scope: 'local' })).error).toBeNull()

    expect(await refreshError(current.session.refresh_token)).toMatchObject({
      code: 'refresh_token_not_found',
    })
    expect(await refreshError(other.session.refresh_token)).toBeNull()
    const remaining = await sql<{ id: string }>('select id from auth.sessions where user_id = $1', [
      user.id,
    ])
    expect(remaining).toEqual([{ id: sessionIdOf(other.session.access_token) }])
  })

  test('others ends every session but the current one', async () => {
    const user = await createTestUser()
    const current = await signedIn(user)
    const other = await signedIn(user)

    expect((await current.client.auth.signOut({ scope: 'others' })).error).toBeNull()

    expect(await refreshError(other.session.refresh_token)).toMatchObject({
      code: 'refresh_token_not_found',
    })
    expect((await current.client.auth.getUser()).error).toBeNull()
    expect(await refreshError(current.session.refresh_token)).toBeNull()
  })

  test('an unknown scope: 400 validation_failed, and no session ends', async () => {
    const user = await createTestUser()
    const { session } = await signedIn(user)
    const reply = await authRequest('/logout?scope=everyone', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    })
    expect(reply).toMatchObject({ status: 400, body: { code: 'validation_failed' } })
    expect(await sql('select 1 from auth.sessions where user_id = $1', [user.id])).toHaveLength(1)
  })

  test('without a user JWT: 403 bad_jwt', async () => {
    const reply = await authRequest('/logout', { method: 'POST' })
    expect(reply).toMatchObject({ status: 403, body: { code: 'bad_jwt' } })
  })
})
