/**
 * The workbench's history and Undo against the local stack: who reads which audit rows
 * (admins everything, editors the content tables' trail, analysts and anon nothing),
 * restore_deleted_row() putting a row back exactly as it was with the tags its delete
 * cascaded to (and refusing analysts, a second restore and an old delete), and the
 * dashboard's count of content changes since a build.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
let admin: Client
let editor: Client
let analyst: Client
let anon: Client
let countryId: string
let categoryIds: string[]

beforeAll(async () => {
  ;[admin, editor, analyst] = await Promise.all([
    signInAs('admin'),
    signInAs('editor'),
    signInAs('analyst'),
  ])
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
  const [country] = await sql<{ id: string }>(
    `insert into public.countries (name, slug, created_at) values ($1, $2, '2026-01-02T03:04:05Z') returning id`,
    [`IT ${tag}`, `it-${tag}`],
  )
  countryId = country!.id
  const categories = await sql<{ id: string }>(
    `insert into public.categories (name, slug) values ($1, $2), ($3, $4) returning id`,
    [`IT ${tag} A`, `it-${tag}-a`, `IT ${tag} B`, `it-${tag}-b`],
  )
  categoryIds = categories.map((row) => row.id)
})

afterAll(async () => {
  await sql(`delete from public.brands where country_id = $1`, [countryId])
  await sql(`delete from public.countries where id = $1`, [countryId])
  await sql(`delete from public.categories where id = any ($1::uuid[])`, [categoryIds])
})

describe('who reads the audit log', () => {
  const tables = async (client: Client) => {
    const { data, error } = await client.from('audit_log').select('table_name').limit(1000)
    expect(error).toBeNull()
    return new Set(data!.map((row) => row.table_name))
  }

  test('an admin reads every table, staff included', async () => {
    const seen = await tables(admin)
    expect(seen.has('countries')).toBe(true)
    expect(seen.has('admin_users')).toBe(true)
  })

  test("an editor reads the content tables' history and nothing else", async () => {
    await editor
      .from('countries')
      .update({ description: `seen ${tag}` })
      .eq('id', countryId)
    const seen = await tables(editor)
    expect(seen.has('countries')).toBe(true)
    expect(
      [...seen].every((table) =>
        [
          'countries',
          'categories',
          'brands',
          'brand_categories',
          'pages',
          'media',
          'regulators',
          'market_regulators',
          'market_rules',
          'market_blacklist',
          'brand_licences',
        ].includes(table),
      ),
    ).toBe(true)
    const staff = await editor.from('audit_log').select('id').eq('table_name', 'admin_users')
    expect(staff.data).toEqual([])
    const settings = await editor.from('audit_log').select('id').eq('table_name', 'site_settings')
    expect(settings.data).toEqual([])
  })

  test('an analyst and a visitor read nothing', async () => {
    const asAnalyst = await analyst.from('audit_log').select('id').limit(1)
    expect(asAnalyst.data).toEqual([])
    const asAnon = await anon.from('audit_log').select('id').limit(1)
    expect(asAnon.error?.code).toBe('42501')
  })
})

describe('restore_deleted_row', () => {
  async function newBrand(name: string): Promise<Record<string, unknown>> {
    const [brand] = await sql<{ id: string }>(
      `insert into public.brands (country_id, brand_name, brand_slug, bonus_text, pros, metrics, trust_icons, created_at)
       values ($1, $2, $3, 'Bonus', '{fast,fair}', '[{"label":"RTP","value":"97%"}]', '{ssl}', '2025-05-06T07:08:09Z')
       returning id`,
      [countryId, `IT ${tag} ${name}`, `it-${tag}-${name}`],
    )
    await sql(
      `insert into public.brand_categories (brand_id, category_id) select $1, unnest($2::uuid[])`,
      [brand!.id, categoryIds],
    )
    const [row] = await sql(`select to_jsonb(b) as row from public.brands b where id = $1`, [
      brand!.id,
    ])
    return row!.row as Record<string, unknown>
  }

  const brandNow = async (id: string) =>
    (await sql(`select to_jsonb(b) as row from public.brands b where id = $1`, [id]))[0]?.row
  const tagsOf = async (id: string) =>
    (
      await sql<{ category_id: string }>(
        `select category_id from public.brand_categories where brand_id = $1 order by category_id`,
        [id],
      )
    ).map((row) => row.category_id)

  test('an editor puts a deleted brand back as it was, created_at and tags included', async () => {
    const before = await newBrand('undo')
    const id = before.id as string
    const deleted = await editor.from('brands').delete().eq('id', id)
    expect(deleted.error).toBeNull()
    expect(await brandNow(id)).toBeUndefined()
    expect(await tagsOf(id)).toEqual([])

    const { error } = await editor.rpc('restore_deleted_row', {
      p_table: 'brands',
      p_record_id: id,
    })
    expect(error).toBeNull()
    expect(await brandNow(id)).toEqual(before)
    expect(await tagsOf(id)).toEqual([...categoryIds].sort())
  })

  test('a country comes back with its created_at', async () => {
    const [inserted] = await sql<{ row: { id: string; created_at: string } }>(
      `insert into public.countries (name, slug, language, created_at)
       values ($1, $2, 'en-GB', '2024-01-01T00:00:00Z') returning to_jsonb(countries.*) as row`,
      [`IT ${tag} gone`, `it-${tag}-gone`],
    )
    const before = inserted!.row
    expect((await editor.from('countries').delete().eq('id', before.id)).error).toBeNull()
    const { error } = await editor.rpc('restore_deleted_row', {
      p_table: 'countries',
      p_record_id: before.id,
    })
    expect(error).toBeNull()
    const [after] = await sql(`select to_jsonb(c) as row from public.countries c where id = $1`, [
      before.id,
    ])
    await sql(`delete from public.countries where id = $1`, [before.id])
    expect(after!.row).toEqual(before)
  })

  test('the restore is in the history as an insert, and a second restore is refused', async () => {
    const before = await newBrand('twice')
    const id = before.id as string
    await editor.from('brands').delete().eq('id', id)
    expect(
      (await editor.rpc('restore_deleted_row', { p_table: 'brands', p_record_id: id })).error,
    ).toBeNull()
    const again = await editor.rpc('restore_deleted_row', { p_table: 'brands', p_record_id: id })
    expect(again.error?.code).toBe('P0002')
    const history = await editor
      .from('audit_log')
      .select('action')
      .eq('table_name', 'brands')
      .eq('record_id', id)
      .order('id')
    expect(history.data!.map((row) => row.action)).toEqual(['insert', 'delete', 'insert'])
  })

  test('an analyst and a visitor are refused', async () => {
    const before = await newBrand('refused')
    const id = before.id as string
    await editor.from('brands').delete().eq('id', id)
    const asAnalyst = await analyst.rpc('restore_deleted_row', {
      p_table: 'brands',
      p_record_id: id,
    })
    expect(asAnalyst.error?.code).toBe('42501')
    const asAnon = await anon.rpc('restore_deleted_row', { p_table: 'brands', p_record_id: id })
    expect(asAnon.error?.code).toBe('42501')
    expect(await brandNow(id)).toBeUndefined()
  })

  test('a delete older than ten minutes is refused', async () => {
    const before = await newBrand('old')
    const id = before.id as string
    await editor.from('brands').delete().eq('id', id)
    await sql(
      `update public.audit_log set occurred_at = now() - interval '11 minutes'
        where table_name = 'brands' and record_id = $1 and action = 'delete'`,
      [id],
    )
    const { error } = await editor.rpc('restore_deleted_row', {
      p_table: 'brands',
      p_record_id: id,
    })
    expect(error?.message).toMatch(/too old/)
    expect(await brandNow(id)).toBeUndefined()
  })

  test('tables outside the allow-list are refused, even to admins', async () => {
    const { error } = await admin.rpc('restore_deleted_row', {
      p_table: 'admin_users',
      p_record_id: randomUUID(),
    })
    expect(error?.code).toBe('22023')
  })
})

describe('content_changes_since', () => {
  test('counts the content changes after a time for editors; null for analysts', async () => {
    const [{ now }] = (await sql<{ now: string }>(`select now()::text as now`)) as [{ now: string }]
    await editor
      .from('countries')
      .update({ description: `one ${tag}` })
      .eq('id', countryId)
    await editor
      .from('countries')
      .update({ description: `two ${tag}` })
      .eq('id', countryId)
    const counted = await editor.rpc('content_changes_since', { p_since: now })
    expect(counted.error).toBeNull()
    expect(counted.data).toBeGreaterThanOrEqual(2)
    const future = await editor.rpc('content_changes_since', {
      p_since: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(future.data).toBe(0)
    const asAnalyst = await analyst.rpc('content_changes_since', { p_since: now })
    expect(asAnalyst.error).toBeNull()
    expect(asAnalyst.data).toBeNull()
  })
})
