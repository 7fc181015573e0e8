/**
 * The admin-users edge function against the local stack: only enabled admins may call
 * it; it invites by email (read from the mail catcher), changes roles, disables (the user's next
 * refresh and request then fail), re-enables, signs out everywhere and deletes; nobody
 * can remove, disable or demote themselves and the last admin stays, in the database
 * too; resets a member's two-factor authentication; every change lands in audit_log under
 * the admin's name. Also: who reads audit_log.
 */
import { afterAll, describe, expect, test } from 'vitest'
import type {
  AdminUsersRequest,
  InviteReply,
  LinkReply,
  ListReply,
} from '../../../supabase/functions/admin-users/protocol.ts'
import { linksIn, messagesTo } from '../../../supabase/emulator/mail/client.ts'
import { totpCode } from '../../support/totp.ts'
import { deleteTestUsers, freshIp, trackUser, uniqueEmail } from '../auth/auth-helpers.ts'
import { makeClient, seedUsers, signInAs, sql, stack, type Client } from '../support/clients.ts'

afterAll(deleteTestUsers)

const LANDING = 'http://127.0.0.1:4999/admin/set-password'

async function tokenOf(client: Client) {
  const { data } = await client.auth.getSession()
  return data.session!.access_token
}

async function call(token: string | null, body: AdminUsersRequest) {
  const response = await fetch(`${stack.url}/functions/v1/admin-users`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function asAdmin(body: AdminUsersRequest) {
  return call(await tokenOf(await signInAs('admin')), body)
}

/** The invitation link Auth emailed to `email`, once it has arrived in the mail catcher. */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const [message] = await messagesTo(stack.mailUrl, email)
      link = message && linksIn(message.Text).find((url) => url.includes('/auth/v1/verify'))
      return link
    })
    .toBeDefined()
  return link!
}

/** Invites a staff member and accepts the emailed link with a password; returns their signed-in client. */
async function newStaff(role: 'admin' | 'editor' | 'analyst') {
  const email = uniqueEmail(`staff-${role}`)
  const invited = await asAdmin({ action: 'invite', email, role, redirect_to: LANDING })
  expect(invited.status).toBe(200)
  const { user_id } = invited.body as unknown as InviteReply
  trackUser(user_id)
  const opened = await fetch(await invitationLink(email), { redirect: 'manual' })
  const fragment = new URLSearchParams((opened.headers.get('location') ?? '').split('#')[1])
  const client = makeClient(stack.anonKey, { 'x-forwarded-for': freshIp() })
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  })
  expect(error).toBeNull()
  const password = `Pw-${crypto.randomUUID()}`
  expect((await client.auth.updateUser({ password })).error).toBeNull()
  return { id: user_id, email, password, client }
}

async function auditOf(recordId: string) {
  return sql<{
    action: string
    actor_email: string
    changed_fields: string[] | null
    old_data: Record<string, unknown> | null
    new_data: Record<string, unknown> | null
  }>(
    `select action, actor_email, changed_fields, old_data, new_data from public.audit_log
      where table_name = 'admin_users' and record_id = $1 order by id`,
    [recordId],
  )
}

describe('who may call admin-users', () => {
  test('anon (no user) is 401; editors and analysts are 403', async () => {
    expect((await call(null, { action: 'list' })).status).toBe(401)
    expect((await call(stack.anonKey, { action: 'list' })).status).toBe(401)
    for (const role of ['editor', 'analyst'] as const) {
      const reply = await call(await tokenOf(await signInAs(role)), { action: 'list' })
      expect(reply).toEqual({
        status: 403,
        body: { error: 'forbidden', message: 'Only admins can manage staff.' },
      })
    }
  })

  test('an admin lists staff with role, status, last sign-in and created', async () => {
    const reply = await asAdmin({ action: 'list' })
    expect(reply.status).toBe(200)
    const { users } = reply.body as unknown as ListReply
    expect(users.find((user) => user.email === seedUsers.admin.email)).toMatchObject({
      role: 'admin',
      status: 'active',
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
    })
  })
})

describe('invite', () => {
  test('emails a link that lands the invitee, with a password of their own, in their role', async () => {
    const staff = await newStaff('editor')
    const { data } = await staff.client.rpc('check_user_admin_status', { user_email: staff.email })
    expect(data).toMatchObject([{ role: 'editor' }])
    // The password they set signs them in.
    const again = makeClient(stack.anonKey, { 'x-forwarded-for': freshIp() })
    const signIn = await again.auth.signInWithPassword({
      email: staff.email,
      password: staff.password,
    })
    expect(signIn.error).toBeNull()

    const list = (await asAdmin({ action: 'list' })).body as unknown as ListReply
    expect(list.users.find((user) => user.id === staff.id)?.status).toBe('active')
    const [insert] = await auditOf(staff.id)
    expect(insert).toMatchObject({
      action: 'insert',
      actor_email: seedUsers.admin.email,
      new_data: expect.objectContaining({ role: 'editor', email: staff.email }),
    })
  })

  test('an invitee who has not opened the link yet is listed as invited', async () => {
    const email = uniqueEmail('staff-pending')
    const reply = await asAdmin({ action: 'invite', email, role: 'analyst' })
    trackUser((reply.body as unknown as InviteReply).user_id)
    const list = (await asAdmin({ action: 'list' })).body as unknown as ListReply
    expect(list.users.find((user) => user.email === email)?.status).toBe('invited')
  })

  test('an existing account cannot be invited again', async () => {
    const reply = await asAdmin({ action: 'invite', email: seedUsers.editor.email, role: 'admin' })
    expect(reply).toEqual({
      status: 409,
      body: { error: 'refused', message: 'A user with this email address already exists.' },
    })
  })
})

describe('self-changes and the last admin', () => {
  test('an admin cannot disable, demote or remove themselves', async () => {
    const adminId = (
      await sql<{ id: string }>(`select id from auth.users where email = $1`, [
        seedUsers.admin.email,
      ])
    )[0]!.id
    expect(await asAdmin({ action: 'disable', user_id: adminId })).toEqual({
      status: 409,
      body: { error: 'refused', message: 'You cannot disable yourself' },
    })
    expect((await asAdmin({ action: 'set_role', user_id: adminId, role: 'editor' })).body).toEqual({
      error: 'refused',
      message: 'You cannot change your own role',
    })
    expect((await asAdmin({ action: 'delete', user_id: adminId })).body).toEqual({
      error: 'refused',
      message: 'You cannot remove yourself',
    })
    const [row] = await sql(`select role, disabled_at from public.admin_users where id = $1`, [
      adminId,
    ])
    expect(row).toEqual({ role: 'admin', disabled_at: null })
  })

  test('the database keeps the last enabled admin, even for the service key or a superuser', async () => {
    const admins = await sql<{ id: string }>(
      `select id from public.admin_users where role = 'admin' and disabled_at is null`,
    )
    expect(admins).toHaveLength(1)
    const only = admins[0]!.id
    await expect(
      sql(`update public.admin_users set role = 'editor' where id = $1`, [only]),
    ).rejects.toThrow('The last admin cannot lose the admin role')
    await expect(
      sql(`update public.admin_users set disabled_at = now() where id = $1`, [only]),
    ).rejects.toThrow('The last admin cannot be disabled')
    await expect(sql(`delete from public.admin_users where id = $1`, [only])).rejects.toThrow(
      'The last admin cannot be removed',
    )
    // Deleting the Auth account cascades to the row: refused the same way.
    await expect(sql(`delete from auth.users where id = $1`, [only])).rejects.toThrow(
      'The last admin cannot be removed',
    )
  })

  test('a second admin can be demoted by the first', async () => {
    const second = await newStaff('admin')
    expect(
      (await asAdmin({ action: 'set_role', user_id: second.id, role: 'analyst' })).status,
    ).toBe(200)
    const updates = (await auditOf(second.id)).filter((entry) => entry.action === 'update')
    expect(updates.at(-1)).toMatchObject({
      actor_email: seedUsers.admin.email,
      changed_fields: ['role'],
      old_data: expect.objectContaining({ role: 'admin' }),
      new_data: expect.objectContaining({ role: 'analyst' }),
    })
  })
})

describe('disable, enable, sign out everywhere, reset link, delete', () => {
  test("disabling ends the user's sessions: the next refresh and request fail", async () => {
    const staff = await newStaff('editor')
    const { data: before } = await staff.client.from('admin_users').select('id')
    expect(before).toHaveLength(1)
    const refreshToken = (await staff.client.auth.getSession()).data.session!.refresh_token

    expect(await asAdmin({ action: 'disable', user_id: staff.id })).toEqual({
      status: 200,
      body: { ok: true },
    })
    const refresh = await makeClient(stack.anonKey, {
      'x-forwarded-for': freshIp(),
    }).auth.refreshSession({ refresh_token: refreshToken })
    expect(refresh.error).toMatchObject({ status: 400 })
    expect(refresh.data.session).toBeNull()
    // Their access token is no longer accepted by Auth, so the client drops the session.
    const user = await staff.client.auth.getUser()
    expect(user.error?.name).toBe('AuthSessionMissingError')
    const [{ count }] = (await sql<{ count: string }>(
      `select count(*) from auth.sessions where user_id = $1`,
      [staff.id],
    )) as [{ count: string }]
    expect(count).toBe('0')
    const { data: session } = await staff.client.auth.getSession()
    expect(session.session).toBeNull()

    const again = makeClient(stack.anonKey, { 'x-forwarded-for': freshIp() })
    const signIn = await again.auth.signInWithPassword({
      email: staff.email,
      password: staff.password,
    })
    expect(signIn.error).toMatchObject({ code: 'user_banned' })

    const list = (await asAdmin({ action: 'list' })).body as unknown as ListReply
    expect(list.users.find((member) => member.id === staff.id)?.status).toBe('disabled')

    // Enabled again: they can sign in and are editor again.
    expect((await asAdmin({ action: 'enable', user_id: staff.id })).status).toBe(200)
    const back = await again.auth.signInWithPassword({
      email: staff.email,
      password: staff.password,
    })
    expect(back.error).toBeNull()
    expect(
      (await again.rpc('check_user_admin_status', { user_email: staff.email })).data,
    ).toMatchObject([{ role: 'editor' }])

    const changes = (await auditOf(staff.id)).filter((entry) => entry.action === 'update')
    expect(changes.map((entry) => entry.changed_fields)).toEqual(
      expect.arrayContaining([['disabled_at']]),
    )
  })

  test('a disabled access token still unexpired gets nothing from the database', async () => {
    const staff = await newStaff('editor')
    const token = await tokenOf(staff.client)
    await asAdmin({ action: 'disable', user_id: staff.id })
    const raw = await fetch(`${stack.url}/rest/v1/rpc/content_changes_since`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_since: '2000-01-01T00:00:00Z' }),
    })
    // Null: the database no longer counts them as an editor.
    expect(await raw.json()).toBeNull()
  })

  test('sign out everywhere ends every session; a reset link signs in once', async () => {
    const staff = await newStaff('analyst')
    expect((await asAdmin({ action: 'sign_out', user_id: staff.id })).status).toBe(200)
    expect((await staff.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')

    const reset = await asAdmin({ action: 'reset_link', user_id: staff.id, redirect_to: LANDING })
    expect(reset.status).toBe(200)
    const { link } = reset.body as unknown as LinkReply
    const first = await fetch(link, { redirect: 'manual' })
    expect(first.headers.get('location')).toContain('type=recovery')
    const second = await fetch(link, { redirect: 'manual' })
    expect(second.headers.get('location')).toContain('error_code=otp_expired')

    const fields = (await auditOf(staff.id)).flatMap((entry) => entry.changed_fields ?? [])
    expect(fields).toEqual(expect.arrayContaining(['sessions_ended_at', 'reset_link_issued_at']))
  })

  test('delete removes the staff row and the account', async () => {
    const staff = await newStaff('analyst')
    expect(await asAdmin({ action: 'delete', user_id: staff.id })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(await sql(`select 1 from auth.users where id = $1`, [staff.id])).toEqual([])
    expect((await auditOf(staff.id)).at(-1)).toMatchObject({
      action: 'delete',
      actor_email: seedUsers.admin.email,
    })
  })

  test('a disabled admin can no longer use the function', async () => {
    const second = await newStaff('admin')
    const token = await tokenOf(second.client)
    expect((await call(token, { action: 'list' })).status).toBe(200)
    await asAdmin({ action: 'disable', user_id: second.id })
    expect([401, 403]).toContain((await call(token, { action: 'list' })).status)
  })

  test('bad requests are refused in words', async () => {
    expect((await asAdmin({ action: 'set_role', user_id: 'nope', role: 'editor' })).body).toEqual({
      error: 'invalid',
      message: 'user_id must be a staff member id.',
    })
    expect(
      (await asAdmin({ action: 'invite', email: 'a@b.c', role: 'owner' as 'admin' })).body,
    ).toMatchObject({ error: 'invalid' })
  })
})

describe('audit_log read policy', () => {
  test('admins read every entry, editors only the content tables, analysts and anon nothing', async () => {
    const staffEntries = await sql<{ count: string }>(
      `select count(*) from public.audit_log where table_name = 'admin_users'`,
    )
    expect(Number(staffEntries[0]!.count)).toBeGreaterThan(0)

    const admin = await signInAs('admin')
    const adminRows = await admin.from('audit_log').select('id').eq('table_name', 'admin_users')
    expect(adminRows.data?.length).toBe(Number(staffEntries[0]!.count))

    const editor = await signInAs('editor')
    expect(
      (await editor.from('audit_log').select('id').eq('table_name', 'admin_users')).data,
    ).toEqual([])

    const analyst = await signInAs('analyst')
    expect((await analyst.from('audit_log').select('id')).data).toEqual([])

    const anon = makeClient(stack.anonKey)
    expect((await anon.from('audit_log').select('id')).error?.code).toBe('42501')
  })
})

describe('reset two-factor', () => {
  test("removes a member's authenticator app, audited under the admin's name; never your own", async () => {
    const staff = await newStaff('editor')
    const { data: enrolment } = await staff.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Lost phone',
    })
    const verified = await staff.client.auth.mfa.challengeAndVerify({
      factorId: enrolment!.id,
      code: totpCode(enrolment!.totp.secret),
    })
    expect(verified.error).toBeNull()
    const before = (await asAdmin({ action: 'list' })).body as unknown as ListReply
    expect(before.users.find((user) => user.id === staff.id)?.two_factor).toBe(true)

    expect(await asAdmin({ action: 'reset_two_factor', user_id: staff.id })).toEqual({
      status: 200,
      body: { ok: true },
    })
    const [{ count }] = (await sql<{ count: string }>(
      'select count(*) from auth.mfa_factors where user_id = $1',
      [staff.id],
    )) as [{ count: string }]
    expect(Number(count)).toBe(0)
    const after = (await asAdmin({ action: 'list' })).body as unknown as ListReply
    expect(after.users.find((user) => user.id === staff.id)?.two_factor).toBe(false)
    expect((await auditOf(staff.id)).at(-1)).toMatchObject({
      action: 'update',
      actor_email: seedUsers.admin.email,
      changed_fields: ['two_factor_reset_at'],
    })

    const admin = await signInAs('admin')
    const { data: me } = await admin.auth.getUser()
    expect(
      await call(await tokenOf(admin), { action: 'reset_two_factor', user_id: me.user!.id }),
    ).toMatchObject({
      status: 409,
      body: {
        error: 'refused',
        message: 'Remove your own two-factor authentication from your profile',
      },
    })
  })
})
