/**
 * The admin's Countries section against the local stack: every countries policy per role
 * (editors write, analysts and anon are refused), the list's query forms (search, filter,
 * embedded brand count, count and range), the dependency check filtered by country, and
 * the updated_at comparison that refuses a save over a newer change.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ilikeContains } from '../../../src/features/admin/components/data-table/list-state.ts'
import {
  anonClient,
  randomAddress,
  serviceClient,
  signInAs,
  sql,
  type Client,
} from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const slugOf = (name: string) => `it-${tag}-${name}`
const created: string[] = []

async function insertCountry(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.countries (name, slug, is_active, sort_order)
     values ($1, $2, coalesce($3::boolean, true), 500) returning id`,
    [`IT ${tag} ${name}`, extra.slug ?? slugOf(name), extra.is_active ?? null],
  )
  created.push(row!.id)
  return row!.id
}

let editor: Client
let analyst: Client
let anon: Client

beforeAll(async () => {
  editor = await signInAs('editor')
  analyst = await signInAs('analyst')
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
})

afterAll(async () => {
  await sql(`delete from public.pages where country_id = any ($1::uuid[])`, [created])
  await sql(`delete from public.brands where country_id = any ($1::uuid[])`, [created])
  await sql(`delete from public.countries where id = any ($1::uuid[]) or slug like $2`, [
    created,
    `it-${tag}-%`,
  ])
})

describe('countries policies', () => {
  test('an editor adds, updates and deletes a country', async () => {
    const inserted = await editor
      .from('countries')
      .insert({ name: `IT ${tag} Editor`, slug: slugOf('editor'), language: 'en-NZ' })
      .select('*')
      .single()
    expect(inserted.error).toBeNull()
    created.push(inserted.data!.id)

    const updated = await editor
      .from('countries')
      .update({ description: 'Changed' })
      .eq('id', inserted.data!.id)
      .select('description')
    expect(updated).toMatchObject({ error: null, data: [{ description: 'Changed' }] })

    const deleted = await editor.from('countries').delete().eq('id', inserted.data!.id).select('id')
    expect(deleted).toMatchObject({ error: null, data: [{ id: inserted.data!.id }] })
  })

  test('an analyst reads countries but cannot add, change or delete one', async () => {
    const id = await insertCountry('analyst')
    const read = await analyst.from('countries').select('id').eq('id', id)
    expect(read.data).toEqual([{ id }])

    const inserted = await analyst
      .from('countries')
      .insert({ name: `IT ${tag} Analyst`, slug: slugOf('by-analyst') })
    expect(inserted.error?.code).toBe('42501')

    const updated = await analyst.from('countries').update({ name: 'Hacked' }).eq('id', id)
    expect(updated.error?.code).toBe('42501')

    const deleted = await analyst.from('countries').delete().eq('id', id).select('id')
    expect(deleted.data ?? []).toEqual([])
    const [row] = await sql<{ name: string }>('select name from public.countries where id = $1', [
      id,
    ])
    expect(row?.name).toBe(`IT ${tag} analyst`)
  })

  test('anon reads active countries only and cannot write', async () => {
    const active = await insertCountry('anon-active')
    const inactive = await insertCountry('anon-inactive', { is_active: false })
    const read = await anon.from('countries').select('id').in('id', [active, inactive])
    expect(read.data).toEqual([{ id: active }])

    const inserted = await anon
      .from('countries')
      .insert({ name: `IT ${tag} Anon`, slug: slugOf('by-anon') })
    expect(inserted.error?.code).toBe('42501')
    const updated = await anon.from('countries').update({ name: 'Hacked' }).eq('id', active)
    expect(updated.error?.code).toBe('42501')
    const deleted = await anon.from('countries').delete().eq('id', active)
    expect(deleted.error?.code).toBe('42501')
  })

  test('a taken slug is refused with 23505 on countries_slug_key', async () => {
    const result = await editor.from('countries').insert({ name: 'Canada again', slug: 'ca' })
    expect(result.error?.code).toBe('23505')
    expect(result.error?.message).toContain('"countries_slug_key"')
  })
})

describe('the country list query', () => {
  test('searches name and slug, filters, counts brands and pages by range', async () => {
    const a = await insertCountry('search-a')
    await insertCountry('search-b', { is_active: false })
    await sql(
      `insert into public.brands (country_id, brand_name, brand_slug) values ($1, $2, $3), ($1, $4, $5)`,
      [a, `IT ${tag} B1`, `it-${tag}-b1`, `IT ${tag} B2`, `it-${tag}-b2`],
    )
    const pattern = ilikeContains(`it ${tag} search`)
    const page = await editor
      .from('countries')
      .select('name, is_active, brands(count)', { count: 'exact' })
      .or(`name.ilike.${pattern},slug.ilike.${pattern}`)
      .order('name', { ascending: true })
      .order('id', { ascending: true })
      .range(0, 0)
    expect(page.error).toBeNull()
    expect(page.count).toBe(2)
    expect(page.data).toEqual([
      { name: `IT ${tag} search-a`, is_active: true, brands: [{ count: 2 }] },
    ])

    const inactive = await editor
      .from('countries')
      .select('name', { count: 'exact' })
      .or(`name.ilike.${pattern},slug.ilike.${pattern}`)
      .eq('is_active', false)
    expect(inactive.data).toEqual([{ name: `IT ${tag} search-b` }])
  })

  test('the search treats %, _, commas and quotes as text', async () => {
    await insertCountry('50%_off', { slug: slugOf('fifty') })
    for (const term of ['50%_off', '50%', '%', ',', '"', 'a,b)', '\\']) {
      const pattern = ilikeContains(term)
      const result = await editor
        .from('countries')
        .select('name')
        .or(`name.ilike.${pattern},slug.ilike.${pattern}`)
        .like('slug', `it-${tag}-%`)
      expect(result.error, term).toBeNull()
      const names = result.data!.map((row) => row.name)
      if (term.startsWith('50')) expect(names).toEqual([`IT ${tag} 50%_off`])
      else if (term === '%') expect(names).toEqual([`IT ${tag} 50%_off`])
      else expect(names).toEqual([])
    }
  })
})

describe('country_dependencies()', () => {
  test("counts the country's own brands and pages, not another country's", async () => {
    const busy = await insertCountry('busy')
    const empty = await insertCountry('empty')
    await sql(
      `insert into public.brands (country_id, brand_name, brand_slug, is_active)
       values ($1, $2, $3, true), ($1, $4, $5, false)`,
      [busy, `IT ${tag} Dep1`, `it-${tag}-dep1`, `IT ${tag} Dep2`, `it-${tag}-dep2`],
    )
    await sql(
      `insert into public.pages (slug, title, country_id) values ($1, 'Dependency page', $2)`,
      [`it-${tag}-page`, busy],
    )
    expect(await editor.rpc('country_dependencies', { p_country_id: busy })).toMatchObject({
      error: null,
      data: [{ brand_count: 2, page_count: 1 }],
    })
    expect(await editor.rpc('country_dependencies', { p_country_id: empty })).toMatchObject({
      error: null,
      data: [{ brand_count: 0, page_count: 0 }],
    })
  })

  test('anon may not call it', async () => {
    const id = await insertCountry('dep-anon')
    const result = await anon.rpc('country_dependencies', { p_country_id: id })
    expect(result.error?.code).toBe('42501')
  })

  test('a country with brands cannot be deleted even without the check (foreign key)', async () => {
    const id = await insertCountry('fk')
    await sql(
      `insert into public.brands (country_id, brand_name, brand_slug) values ($1, $2, $3)`,
      [id, `IT ${tag} Fk`, `it-${tag}-fk`],
    )
    const result = await editor.from('countries').delete().eq('id', id)
    expect(result.error?.code).toBe('23503')
  })
})

describe('saving over a newer change', () => {
  test('an update that names an old updated_at changes nothing; the current one saves', async () => {
    const id = await insertCountry('conflict')
    const loaded = await editor.from('countries').select('updated_at').eq('id', id).single()
    const seenVersion = loaded.data!.updated_at

    // Someone else saves first.
    const other = await serviceClient()
      .from('countries')
      .update({ description: 'Theirs' })
      .eq('id', id)
    expect(other.error).toBeNull()

    const stale = await editor
      .from('countries')
      .update({ description: 'Mine' })
      .eq('id', id)
      .eq('updated_at', seenVersion)
      .select('id')
    expect(stale).toMatchObject({ error: null, data: [] })
    const [row] = await sql<{ description: string }>(
      'select description from public.countries where id = $1',
      [id],
    )
    expect(row?.description).toBe('Theirs')

    const fresh = await editor.from('countries').select('updated_at').eq('id', id).single()
    const saved = await editor
      .from('countries')
      .update({ description: 'Mine' })
      .eq('id', id)
      .eq('updated_at', fresh.data!.updated_at)
      .select('description, updated_at')
    expect(saved.data).toMatchObject([{ description: 'Mine' }])
    expect(saved.data![0]!.updated_at).not.toBe(fresh.data!.updated_at)
  })

  test('a deleted country is restored with its id and fields (Undo)', async () => {
    const id = await insertCountry('undo')
    const deleted = await editor.from('countries').delete().eq('id', id).select('*')
    const row = deleted.data![0]!
    const { created_at: _c, updated_at: _u, ...fields } = row
    const restored = await editor.from('countries').insert(fields).select('*').single()
    expect(restored.error).toBeNull()
    expect(restored.data).toMatchObject(fields)
  })
})
