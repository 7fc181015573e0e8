import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from '../support/clients.ts'
import {
  authRequest,
  clientFrom,
  createTestUser,
  deleteTestUsers,
  sessionIdOf,
  signedIn,
  type TestUser,
} from './auth-helpers.ts'

let user: TestUser

beforeAll(async () => {
  user = await createTestUser()
})

afterAll(deleteTestUsers)

/** Pretends a refresh token was rotated long ago (past the 10 s reuse window). */
async function ageToken(token: string) {
  await sql(
    `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
    [token],
  )
}

async function refreshWith(token: string) {
  return clientFrom().auth.refreshSession({ refresh_token: token })
}

describe('POST /auth/v1/token?grant_type=refresh_token', () => {
  test('rotates: the used token is revoked and a child issued in the same session', async () => {
    const { session } = await signedIn(user)
    const { data, error } = await refreshWith(session.refresh_token)
    expect(error).toBeNull()
    const next = data.session!
    expect(next.refresh_token).not.toBe(session.refresh_token)
    expect(next.user?.id).toBe(user.id)
    expect(sessionIdOf(next.access_token)).toBe(sessionIdOf(session.access_token))

    const rows = await sql<{ token: string; revoked: boolean; parent: string | null }>(
      `select token, revoked, parent from auth.refresh_tokens where token = any($1) order by id`,
      [[session.refresh_token, next.refresh_token]],
    )
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: next.refresh_token, revoked: false, parent: session.refresh_token },
    ])
  })

  test('a just-used token replayed within the reuse window gets the current token back', async () => {
    const { session } = await signedIn(user)
    const first = await refreshWith(session.refresh_token)
    const replay = await refreshWith(session.refresh_token)
    expect(replay.error).toBeNull()
    expect(replay.data.session?.refresh_token).toBe(first.data.session?.refresh_token)
  })

  test('two tabs refreshing the same token at once both end up with one token', async () => {
    const { session } = await signedIn(user)
    const [a, b] = await Promise.all([
      refreshWith(session.refresh_token),
      refreshWith(session.refresh_token),
    ])
    expect(a.error).toBeNull()
    expect(b.error).toBeNull()
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token)
    const active = await sql(
      `select 1 from auth.refresh_tokens where session_id = $1 and revoked = false`,
      [sessionIdOf(session.access_token)],
    )
    expect(active).toHaveLength(1)
  })

  test('replaying an old token revokes the whole session: 400 refresh_token_already_used', async () => {
    const { session } = await signedIn(user)
    const child = (await refreshWith(session.refresh_token)).data.session!
    await ageToken(session.refresh_token)

    const replay = await refreshWith(session.refresh_token)
    expect(replay.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })

    // The legitimate holder's token went with the family.
    const holder = await refreshWith(child.refresh_token)
    expect(holder.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
    const active = await sql(
      `select 1 from auth.refresh_tokens where session_id = $1 and revoked = false`,
      [sessionIdOf(session.access_token)],
    )
    expect(active).toHaveLength(0)
  })

  test('an unknown token: 400 refresh_token_not_found', async () => {
    const { error } = await refreshWith('not-a-token-we-issued')
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
  })

  test('a missing refresh_token is an OAuth invalid_request', async () => {
    const reply = await authRequest('/token?grant_type=refresh_token', { method: 'POST', body: {} })
    expect(reply).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token required' },
    })
  })

  test('the refreshed access token is accepted by GET /user', async () => {
    const { client, session } = await signedIn(user)
    const { data } = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    const { data: me, error } = await client.auth.getUser(data.session!.access_token)
    expect(error).toBeNull()
    expect(me.user?.id).toBe(user.id)
  })
})
