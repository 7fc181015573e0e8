/**
 * The admin-users function served by Deno, where it reaches Auth's admin API through
 * auth-js and the database through postgrest-js (the deploy's npm: imports): only admins
 * may call it; an admin lists staff, invites one (Auth emails the link) and deletes them again.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type {
  AdminUsersRequest,
  InviteReply,
  ListReply,
} from '../../../supabase/functions/admin-users/protocol.ts'
import { seedCredentials } from '../../../supabase/emulator/seed-users.ts'
import { functionUrl, runtimes, sql, tokenOf } from '../support.ts'

async function call(token: string | null, body: AdminUsersRequest) {
  const response = await fetch(functionUrl('admin-users'), {
    method: 'POST',
    headers: {
      apikey: runtimes().anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('POST /admin-users on Deno', () => {
  test('without a user it is 401; an editor is 403', async () => {
    expect((await call(null, { action: 'list' })).status).toBe(401)
    expect(await call(await tokenOf('editor'), { action: 'list' })).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Only admins can manage staff.' },
    })
  })

  test('an admin lists staff, invites a member by email and deletes them', async () => {
    const admin = await tokenOf('admin')
    const listed = await call(admin, { action: 'list' })
    expect(listed.status).toBe(200)
    const emails = (listed.body as unknown as ListReply).users.map((user) => user.email)
    for (const staff of seedCredentials.filter((user) => user.role !== 'visitor')) {
      expect(emails).toContain(staff.email)
    }

    const email = `deno-invite-${randomUUID()}@example.com`
    const invited = await call(admin, { action: 'invite', email, role: 'analyst' })
    expect(invited.status).toBe(200)
    const { sent, user_id } = invited.body as unknown as InviteReply
    expect(sent).toBe(true)
    expect(await sql('select role from admin_users where id = $1', [user_id])).toEqual([
      { role: 'analyst' },
    ])

    expect(await call(admin, { action: 'delete', user_id })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(await sql('select 1 from auth.users where id = $1', [user_id])).toEqual([])
  })
})
