/**
 * What each staff role may do, as the database decides it (issue 5): the admin check
 * answers only about the caller, an analyst cannot write content, an editor can neither
 * read the sign-in log nor manage staff.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedUsers, signInAs, sql, type Client } from '../support/clients.ts'

let admin: Client
let editor: Client
let analyst: Client
let visitor: Client

beforeAll(async () => {
  ;[admin, editor, analyst, visitor] = await Promise.all([
    signInAs('admin'),
    signInAs('editor'),
    signInAs('analyst'),
    signInAs('visitor'),
  ])
  await sql(
    `insert into login_attempts (email, success, failure_reason, ip) values ($1, false, 'Invalid login credentials', '192.0.2.77')`,
    ['someone@staff-access.example'],
  )
})

afterAll(async () => {
  await sql(`delete from login_attempts where email = 'someone@staff-access.example'`)
  await sql(`update admin_users set admin_token = null`)
})

describe('POST /rest/v1/rpc/check_user_admin_status', () => {
  test.each(['admin', 'editor', 'analyst'] as const)(
    'a %s asking about themselves gets their own staff row',
    async (role) => {
      const client = { admin, editor, analyst }[role]
      const { data, error } = await client.rpc('check_user_admin_status', {
        user_email: seedUsers[role].email,
      })
      expect(error).toBeNull()
      expect(data).toHaveLength(1)
      expect(data?.[0]).toMatchObject({ email: seedUsers[role].email, role })
    },
  )

  test('nobody learns anything about another user, not even an admin', async () => {
    const pairs = [
      [admin, seedUsers.editor.email],
      [admin, seedUsers.analyst.email],
      [editor, seedUsers.admin.email],
      [analyst, seedUsers.admin.email],
      [visitor, seedUsers.admin.email],
    ] as const
    for (const [client, email] of pairs) {
      const { data, error } = await client.rpc('check_user_admin_status', { user_email: email })
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })

  test('a signed-in user without a staff row gets no row about themselves', async () => {
    const { data } = await visitor.rpc('check_user_admin_status', {
      user_email: seedUsers.visitor.email,
    })
    expect(data).toEqual([])
  })
})

describe('analyst', () => {
  test('cannot add, change or remove brands', async () => {
    const [brand] = await sql<{ id: string; brand_name: string }>(
      'select id, brand_name from brands order by brand_slug limit 1',
    )
    const inserted = await analyst
      .from('brands')
      .insert({ brand_name: 'Analyst Casino', brand_slug: 'analyst-casino' } as never)
    expect(inserted.error?.code).toBe('42501')

    const updated = await analyst
      .from('brands')
      .update({ brand_name: 'Renamed by analyst' })
      .eq('id', brand!.id)
      .select('id')
    expect(updated.error?.code).toBe('42501')

    const deleted = await analyst.from('brands').delete().eq('id', brand!.id).select('id')
    expect(deleted.error).toBeNull()
    expect(deleted.data).toEqual([])

    const [after] = await sql<{ brand_name: string }>(
      'select brand_name from brands where id = $1',
      [brand!.id],
    )
    expect(after?.brand_name).toBe(brand!.brand_name)
  })

  test('reads the traffic tables the dashboard counts', async () => {
    for (const table of ['visitor_sessions', 'brand_clicks_history', 'postbacks'] as const) {
      const { error } = await analyst.from(table).select('id', { count: 'exact', head: true })
      expect(error, table).toBeNull()
    }
  })
})

describe('editor', () => {
  test('cannot read the sign-in log', async () => {
    const [{ count }] = (await sql<{ count: string }>('select count(*) from login_attempts')) as [
      { count: string },
    ]
    expect(Number(count)).toBeGreaterThan(0)
    const { data, error } = await editor.from('login_attempts').select('id, email')
    expect(error).toBeNull()
    expect(data).toEqual([])
    const asAdmin = await admin.from('login_attempts').select('id').limit(1)
    expect(asAdmin.data).toHaveLength(1)
  })

  test('cannot add staff, change roles or remove staff', async () => {
    const [visitorUser] = await sql<{ id: string }>('select id from auth.users where email = $1', [
      seedUsers.visitor.email,
    ])
    const added = await editor
      .from('admin_users')
      .insert({ id: visitorUser!.id, email: seedUsers.visitor.email, role: 'admin' })
    expect(added.error?.code).toBe('42501')

    const others = await editor.from('admin_users').select('id, role')
    expect(others.data?.map((row) => row.role)).toEqual(['editor'])

    const promoteSelf = await editor
      .from('admin_users')
      .update({ role: 'admin' })
      .eq('email', seedUsers.editor.email)
    expect(promoteSelf.error?.message).toBe('Only an admin can change staff roles')

    const demoteAdmin = await editor
      .from('admin_users')
      .update({ role: 'analyst' })
      .eq('email', seedUsers.admin.email)
      .select('id')
    expect(demoteAdmin.error).toBeNull()
    expect(demoteAdmin.data).toEqual([])

    const removed = await editor
      .from('admin_users')
      .delete()
      .eq('email', seedUsers.analyst.email)
      .select('id')
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([])

    const roles = await sql<{ email: string; role: string }>(
      'select email, role from admin_users order by email',
    )
    expect(roles).toEqual([
      { email: seedUsers.admin.email, role: 'admin' },
      { email: seedUsers.analyst.email, role: 'analyst' },
      { email: seedUsers.editor.email, role: 'editor' },
    ])
  })
})
