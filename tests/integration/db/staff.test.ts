/**
 * The admin login flow's database calls (SPEC.md section 7, "Authentication
 * and admin"): the admin status check, the admin token, the password-setup
 * flag, and the sign-in attempt log.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, seedUsers, signIn, signInAs, sql, type Client } from '../support/clients.ts'
import { BROWSER_UA, browser, testIp } from './helpers.ts'

let admin: Client
let editor: Client

beforeAll(async () => {
  ;[admin, editor] = await Promise.all([signInAs('admin'), signInAs('editor')])
})

afterAll(async () => {
  await sql(`update admin_users set admin_token = null where email in ($1, $2)`, [
    seedUsers.admin.email,
    seedUsers.editor.email,
  ])
  await sql(`update admin_users set password_setup_completed = true`)
  await sql(
    `delete from login_attempts where email like '%@login-test.example' or email in ($1, $2)`,
    [seedUsers.editor.email, seedUsers.analyst.email],
  )
})

describe('POST /rest/v1/rpc/check_user_admin_status', () => {
  test('returns the caller’s own staff record', async () => {
    const { data, error } = await admin.rpc('check_user_admin_status', {
      user_email: seedUsers.admin.email,
    })
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        id: '00000000-0000-4000-a000-000000000001',
        email: seedUsers.admin.email,
        role: 'admin',
        admin_token: null,
        password_setup_completed: true,
        updated_at: expect.any(String),
      },
    ])
  })

  test('matches the email case-insensitively', async () => {
    const { data } = await editor.rpc('check_user_admin_status', {
      user_email: ' EDITOR@Example.com ',
    })
    expect(data).toMatchObject([{ email: seedUsers.editor.email, role: 'editor' }])
  })

  test('says nothing about another email, even to an admin', async () => {
    for (const [client, email] of [
      [admin, seedUsers.editor.email],
      [editor, seedUsers.admin.email],
      [editor, 'nobody@example.com'],
    ] as const) {
      const { data, error } = await client.rpc('check_user_admin_status', { user_email: email })
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })

  test('returns nothing for a signed-in user who is not staff, and refuses anon', async () => {
    const visitor = await signIn(seedUsers.visitor.email, seedUsers.visitor.password)
    const own = await visitor.rpc('check_user_admin_status', {
      user_email: seedUsers.visitor.email,
    })
    expect(own.data).toEqual([])
    const anon = await anonClient().rpc('check_user_admin_status', {
      user_email: seedUsers.admin.email,
    })
    expect(anon.status).toBe(401)
  })
})

describe('POST /rest/v1/rpc/set_admin_token_for_user', () => {
  test('issues a fresh random token for the caller and stores it', async () => {
    const first = await editor.rpc('set_admin_token_for_user', {
      user_email: seedUsers.editor.email,
    })
    const second = await editor.rpc('set_admin_token_for_user', {
      user_email: seedUsers.editor.email,
    })
    expect(first.error).toBeNull()
    expect(first.data).toMatch(/^[0-9a-f]{64}$/)
    expect(second.data).toMatch(/^[0-9a-f]{64}$/)
    expect(second.data).not.toBe(first.data)

    const [row] = await sql<{ admin_token: string; admin_token_issued_at: Date | null }>(
      'select admin_token, admin_token_issued_at from admin_users where email = $1',
      [seedUsers.editor.email],
    )
    expect(row!.admin_token).toBe(second.data)
    expect(row!.admin_token_issued_at).toBeInstanceOf(Date)

    const status = await editor.rpc('check_user_admin_status', {
      user_email: seedUsers.editor.email,
    })
    expect(status.data).toMatchObject([{ admin_token: second.data }])
  })

  test('gives no token for another user’s email and leaves theirs alone', async () => {
    await sql('update admin_users set admin_token = null where email = $1', [seedUsers.admin.email])
    const { data, error } = await editor.rpc('set_admin_token_for_user', {
      user_email: seedUsers.admin.email,
    })
    expect(error).toBeNull()
    expect(data).toBeNull()
    const [row] = await sql<{ admin_token: string | null }>(
      'select admin_token from admin_users where email = $1',
      [seedUsers.admin.email],
    )
    expect(row!.admin_token).toBeNull()
  })

  test('refuses a token that is not 64 hex characters written directly', async () => {
    const { error } = await editor
      .from('admin_users')
      .update({ admin_token: 'chosen-by-me' })
      .eq('email', seedUsers.editor.email)
    expect(error?.code).toBe('23514')
  })
})

describe('PATCH /rest/v1/admin_users (password setup flag)', () => {
  test('a staff member marks their own password setup as completed', async () => {
    await sql('update admin_users set password_setup_completed = false where email = $1', [
      seedUsers.editor.email,
    ])
    const [{ id } = { id: '' }] = await sql<{ id: string }>(
      'select id from admin_users where email = $1',
      [seedUsers.editor.email],
    )
    const { error } = await editor
      .from('admin_users')
      .update({ password_setup_completed: true, updated_at: '2000-01-01T00:00:00Z' })
      .eq('id', id)
    expect(error).toBeNull()
    const [row] = await sql<{ password_setup_completed: boolean; updated_at: Date }>(
      'select password_setup_completed, updated_at from admin_users where id = $1',
      [id],
    )
    expect(row!.password_setup_completed).toBe(true)
    // updated_at is kept by the server, whatever the client sends.
    expect(Math.abs(row!.updated_at.getTime() - Date.now())).toBeLessThan(60_000)
  })

  test('cannot change another staff member’s record', async () => {
    await sql('update admin_users set password_setup_completed = false where email = $1', [
      seedUsers.analyst.email,
    ])
    const [{ id } = { id: '' }] = await sql<{ id: string }>(
      'select id from admin_users where email = $1',
      [seedUsers.analyst.email],
    )
    const { data } = await editor
      .from('admin_users')
      .update({ password_setup_completed: true })
      .eq('id', id)
      .select('id')
    expect(data).toEqual([])
    const [row] = await sql<{ password_setup_completed: boolean }>(
      'select password_setup_completed from admin_users where id = $1',
      [id],
    )
    expect(row!.password_setup_completed).toBe(false)
  })
})

describe('POST /rest/v1/login_attempts', () => {
  test('a failed attempt is logged with the request’s IP and user agent and no password column exists', async () => {
    const ip = testIp()
    const { error, status } = await browser(ip).from('login_attempts').insert({
      email: 'Someone@Login-Test.example',
      success: false,
      failure_reason: 'Invalid login credentials',
    })
    expect(error).toBeNull()
    expect(status).toBe(201)
    const rows = await sql(
      'select email, success, ip, user_agent from login_attempts where email = $1',
      ['someone@login-test.example'],
    )
    expect(rows).toEqual([
      { email: 'someone@login-test.example', success: false, ip, user_agent: BROWSER_UA },
    ])

    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'login_attempts'`,
    )
    expect(
      columns.map((row) => row.column_name).filter((name) => /pass|token|secret/.test(name)),
    ).toEqual([])
  })

  test('anon cannot log a success, and a user can log only their own success', async () => {
    const forged = await browser()
      .from('login_attempts')
      .insert({ email: 'victim@login-test.example', success: true })
    expect(forged.status).toBe(401)

    const analyst = await signInAs('analyst')
    const own = await analyst
      .from('login_attempts')
      .insert({ email: seedUsers.analyst.email, success: true })
    expect(own.error).toBeNull()
    const other = await analyst
      .from('login_attempts')
      .insert({ email: seedUsers.editor.email, success: true })
    expect(other.status).toBe(403)
  })
})
