/**
 * Saved views and report schedules (#28) under RLS, through supabase-js as each staff role:
 * a private view is its owner's alone, a shared one reaches the staff whose role reads its
 * section (and no one else), only the owner changes it (admins may delete a shared one), anon
 * gets nothing, a duplicate name is refused with the unique index's name, and a schedule's
 * recipients must be staff who read Analytics. The database's section roles are held to the
 * admin registry.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADMIN_SECTIONS } from '../../../src/features/admin/sections.ts'
import { anonClient, seedUsers, signInAs, sql, type Client } from '../support/clients.ts'

const PREFIX = `zz-sv-${Math.random().toString(36).slice(2, 8)}`
const STATE = { params: { period: '7d', country: 'ro', breakdown: 'device' } }

let admin: Client
let editor: Client
let analyst: Client

beforeAll(async () => {
  ;[admin, editor, analyst] = await Promise.all([
    signInAs('admin'),
    signInAs('editor'),
    signInAs('analyst'),
  ])
})

afterAll(async () => {
  await sql(`delete from saved_views where name like $1`, [`${PREFIX}%`])
})

/** Saves a view as `client`; its id. */
async function save(
  client: Client,
  view: { name: string; section?: string; shared?: boolean },
): Promise<string> {
  const { data, error } = await client
    .from('saved_views')
    .insert({ section: 'analytics', shared: false, state: STATE, ...view })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return data.id
}

async function visibleIds(client: Client): Promise<string[]> {
  const { data, error } = await client.from('saved_views').select('id').like('name', `${PREFIX}%`)
  if (error) throw new Error(error.message)
  return data.map((row) => row.id)
}

describe('saved_views', () => {
  test('the section roles the policies use are the admin registry’s', async () => {
    const rows = await sql<{ section: string; roles: string[] }>(
      `select s as section, private.section_read_roles(s) as roles from unnest($1::text[]) as s`,
      [ADMIN_SECTIONS.map((section) => section.key)],
    )
    expect(Object.fromEntries(rows.map((row) => [row.section, [...row.roles].sort()]))).toEqual(
      Object.fromEntries(ADMIN_SECTIONS.map((section) => [section.key, [...section.read].sort()])),
    )
  })

  test('a private view is invisible to other staff; its owner is the caller', async () => {
    const id = await save(admin, { name: `${PREFIX} private` })
    const [row] = await sql<{ owner_id: string }>(
      `select owner_id from saved_views where id = $1`,
      [id],
    )
    expect(row!.owner_id).toBe(seedUsers.admin.id)
    expect(await visibleIds(admin)).toContain(id)
    expect(await visibleIds(analyst)).not.toContain(id)
    expect(await visibleIds(editor)).not.toContain(id)
  })

  test('a shared view reaches the staff who read its section, and only them', async () => {
    const analytics = await save(admin, { name: `${PREFIX} shared analytics`, shared: true })
    const brands = await save(admin, {
      name: `${PREFIX} shared brands`,
      section: 'brands',
      shared: true,
    })
    const analystSees = await visibleIds(analyst)
    const editorSees = await visibleIds(editor)
    expect(analystSees).toContain(analytics)
    expect(analystSees).not.toContain(brands)
    expect(editorSees).toContain(brands)
    expect(editorSees).not.toContain(analytics)
  })

  test('staff cannot save a view of a section their role does not read', async () => {
    const { error } = await editor
      .from('saved_views')
      .insert({ section: 'analytics', name: `${PREFIX} editor`, state: STATE })
    expect(error?.code).toBe('42501')
  })

  test('only the owner renames a shared view; an admin may delete it', async () => {
    const id = await save(analyst, { name: `${PREFIX} analyst shared`, shared: true })
    const renamed = await admin
      .from('saved_views')
      .update({ name: `${PREFIX} taken over` })
      .eq('id', id)
      .select('id')
    expect(renamed.error).toBeNull()
    expect(renamed.data).toEqual([])

    const own = await analyst
      .from('saved_views')
      .update({ name: `${PREFIX} analyst renamed` })
      .eq('id', id)
      .select('name')
    expect(own.data).toEqual([{ name: `${PREFIX} analyst renamed` }])

    const deleted = await admin.from('saved_views').delete().eq('id', id).select('id')
    expect(deleted.data).toEqual([{ id }])
  })

  test('another staff member cannot delete a private view, nor move it to themselves', async () => {
    const id = await save(analyst, { name: `${PREFIX} analyst private` })
    const deleted = await admin.from('saved_views').delete().eq('id', id).select('id')
    expect(deleted.data).toEqual([])
    const moved = await analyst
      .from('saved_views')
      .update({ owner_id: seedUsers.admin.id } as never)
      .eq('id', id)
    expect(moved.error?.code).toBe('42501')
    expect(await visibleIds(analyst)).toContain(id)
  })

  test('anon reads and writes nothing', async () => {
    const anon = anonClient()
    const read = await anon.from('saved_views').select('id').limit(1)
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe('42501')
    const write = await anon
      .from('saved_views')
      .insert({ section: 'analytics', name: `${PREFIX} anon`, state: STATE })
    expect(write.error?.code).toBe('42501')
    const schedules = await anon.from('report_schedules').select('id').limit(1)
    expect(schedules.error?.code).toBe('42501')
  })

  test('a name is unique per owner and section, in any case, with the index named', async () => {
    await save(analyst, { name: `${PREFIX} Weekly` })
    const { error } = await analyst
      .from('saved_views')
      .insert({ section: 'analytics', name: `${PREFIX} weekly`, state: STATE })
    expect(error?.code).toBe('23505')
    expect(error?.message).toContain('saved_views_name_key')
    // Another owner, or another section, may use it.
    await expect(save(admin, { name: `${PREFIX} Weekly` })).resolves.toMatch(/-/)
    await expect(save(analyst, { name: `${PREFIX} Weekly`, section: 'clickLog' })).resolves.toMatch(
      /-/,
    )
  })

  test('a name of 81 characters and a state that is not an object are refused', async () => {
    const long = await analyst
      .from('saved_views')
      .insert({ section: 'analytics', name: `${PREFIX}${'x'.repeat(81)}`, state: STATE })
    expect(long.error?.message).toContain('saved_views_name_length')
    const shapeless = await analyst
      .from('saved_views')
      .insert({ section: 'analytics', name: `${PREFIX} list`, state: [1, 2] })
    expect(shapeless.error?.message).toContain('saved_views_state_shape')
  })
})

describe('report_schedules', () => {
  test('recipients must be staff who read Analytics', async () => {
    const view = await save(analyst, { name: `${PREFIX} emailed` })
    const stranger = await analyst
      .from('report_schedules')
      .insert({ view_id: view, frequency: 'weekly', recipients: [crypto.randomUUID()] })
    expect(stranger.error?.message).toBe('Every recipient must be staff who can read Analytics')
    const anEditor = await analyst
      .from('report_schedules')
      .insert({ view_id: view, frequency: 'weekly', recipients: [seedUsers.editor.id] })
    expect(anEditor.error?.message).toBe('Every recipient must be staff who can read Analytics')

    const ok = await analyst
      .from('report_schedules')
      .insert({
        view_id: view,
        frequency: 'weekly',
        recipients: [seedUsers.admin.id, seedUsers.analyst.id, seedUsers.admin.id],
      })
      .select('recipients, next_run_at')
      .single()
    expect(ok.error).toBeNull()
    expect([...ok.data!.recipients].sort()).toEqual(
      [seedUsers.admin.id, seedUsers.analyst.id].sort(),
    )
    // Weekly: a Monday, later than now.
    const next = new Date(ok.data!.next_run_at)
    expect(next.getTime()).toBeGreaterThan(Date.now())
    const [zone] = await sql<{ dow: number; hour: number }>(
      `select extract(isodow from $1::timestamptz at time zone private.reporting_time_zone())::int as dow,
              extract(hour from $1::timestamptz at time zone private.reporting_time_zone())::int as hour`,
      [ok.data!.next_run_at],
    )
    expect(zone).toEqual({ dow: 1, hour: 6 })
  })

  test('only the view’s owner or an admin schedules it; others do not see the schedule', async () => {
    const view = await save(admin, { name: `${PREFIX} admin shared emailed`, shared: true })
    const refused = await analyst
      .from('report_schedules')
      .insert({ view_id: view, frequency: 'daily', recipients: [seedUsers.analyst.id] })
    expect(refused.error?.code).toBe('42501')

    const mine = await save(analyst, { name: `${PREFIX} analyst shared emailed`, shared: true })
    const { error } = await analyst
      .from('report_schedules')
      .insert({ view_id: mine, frequency: 'daily', recipients: [seedUsers.analyst.id] })
    expect(error).toBeNull()
    const adminReads = await admin.from('report_schedules').select('view_id').eq('view_id', mine)
    expect(adminReads.data).toEqual([{ view_id: mine }])
    const editorReads = await editor.from('report_schedules').select('view_id').eq('view_id', mine)
    expect(editorReads.data).toEqual([])
  })

  test('only Analytics views can be emailed', async () => {
    const view = await save(analyst, { name: `${PREFIX} a log`, section: 'clickLog' })
    const { error } = await analyst
      .from('report_schedules')
      .insert({ view_id: view, frequency: 'daily', recipients: [seedUsers.analyst.id] })
    expect(error?.message).toBe('Only Analytics views can be emailed')
  })

  test('the staff directory names colleagues for staff, and nobody for anon', async () => {
    const { data } = await analyst.rpc('staff_directory')
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: seedUsers.admin.id, email: seedUsers.admin.email }),
      ]),
    )
    const anon = await anonClient().rpc('staff_directory')
    expect(anon.error?.code).toBe('42501')
  })
})
