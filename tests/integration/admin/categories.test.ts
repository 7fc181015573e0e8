/**
 * The admin's Categories section against the local stack: every categories policy per
 * role (editors and admins write, analysts and anon are refused), the list's query forms
 * (search, filter, embedded count of tagged brands), the default category's guard, the
 * refusal to delete a category tagged on brands, and the updated_at comparison.
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
const brands: string[] = []

async function insertCategory(name: string, extra: { is_active?: boolean } = {}) {
  const [row] = await sql<{ id: string }>(
    `insert into public.categories (name, slug, is_active, sort_order)
     values ($1, $2, coalesce($3::boolean, true), 500) returning id`,
    [`IT ${tag} ${name}`, slugOf(name), extra.is_active ?? null],
  )
  created.push(row!.id)
  return row!.id
}

/** A brand of the seeded Canada, tagged with the categories given. */
async function insertTaggedBrand(name: string, categoryIds: string[]): Promise<string> {
  const [brand] = await sql<{ id: string }>(
    `insert into public.brands (country_id, brand_name, brand_slug)
     select id, $1, $2 from public.countries where slug = 'ca' returning id`,
    [`IT ${tag} ${name}`, slugOf(name)],
  )
  brands.push(brand!.id)
  for (const categoryId of categoryIds) {
    await sql(`insert into public.brand_categories (brand_id, category_id) values ($1, $2)`, [
      brand!.id,
      categoryId,
    ])
  }
  return brand!.id
}

async function categoryExists(id: string): Promise<boolean> {
  return (await sql('select 1 from public.categories where id = $1', [id])).length === 1
}

let editor: Client
let admin: Client
let analyst: Client
let anon: Client

beforeAll(async () => {
  editor = await signInAs('editor')
  admin = await signInAs('admin')
  analyst = await signInAs('analyst')
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
})

afterAll(async () => {
  await sql(`delete from public.brands where id = any ($1::uuid[])`, [brands])
  await sql(`delete from public.categories where id = any ($1::uuid[]) or slug like $2`, [
    created,
    `it-${tag}-%`,
  ])
})

describe('categories policies', () => {
  test.each([
    ['an editor', () => editor],
    ['an admin', () => admin],
  ])('%s adds, updates and deletes a category', async (who, client) => {
    const slug = slugOf(`by-${who.split(' ')[1]}`)
    const inserted = await client()
      .from('categories')
      .insert({ name: `IT ${tag} ${who}`, slug, icon: 'dices', sort_order: 9 })
      .select('*')
      .single()
    expect(inserted.error).toBeNull()
    created.push(inserted.data!.id)

    const updated = await client()
      .from('categories')
      .update({ description: 'Changed', is_active: false })
      .eq('id', inserted.data!.id)
      .select('description, is_active')
    expect(updated).toMatchObject({
      error: null,
      data: [{ description: 'Changed', is_active: false }],
    })

    const deleted = await client()
      .from('categories')
      .delete()
      .eq('id', inserted.data!.id)
      .select('id')
    expect(deleted).toMatchObject({ error: null, data: [{ id: inserted.data!.id }] })
    expect(await categoryExists(inserted.data!.id)).toBe(false)
  })

  test('an analyst reads every category but cannot add, change or delete one', async () => {
    const id = await insertCategory('analyst', { is_active: false })
    const read = await analyst.from('categories').select('id').eq('id', id)
    expect(read.data).toEqual([{ id }])

    const inserted = await analyst
      .from('categories')
      .insert({ name: `IT ${tag} Analyst`, slug: slugOf('by-analyst') })
    expect(inserted.error?.code).toBe('42501')

    const updated = await analyst.from('categories').update({ name: 'Hacked' }).eq('id', id)
    expect(updated.error?.code).toBe('42501')

    const deleted = await analyst.from('categories').delete().eq('id', id).select('id')
    expect(deleted.data ?? []).toEqual([])
    const [row] = await sql<{ name: string }>('select name from public.categories where id = $1', [
      id,
    ])
    expect(row?.name).toBe(`IT ${tag} analyst`)
  })

  test('anon reads active categories only and cannot write', async () => {
    const active = await insertCategory('anon-active')
    const inactive = await insertCategory('anon-inactive', { is_active: false })
    const read = await anon.from('categories').select('id').in('id', [active, inactive])
    expect(read.data).toEqual([{ id: active }])

    const inserted = await anon
      .from('categories')
      .insert({ name: `IT ${tag} Anon`, slug: slugOf('by-anon') })
    expect(inserted.error?.code).toBe('42501')
    const updated = await anon.from('categories').update({ name: 'Hacked' }).eq('id', active)
    expect(updated.error?.code).toBe('42501')
    const deleted = await anon.from('categories').delete().eq('id', inactive)
    expect(deleted.error?.code).toBe('42501')
    expect(await categoryExists(active)).toBe(true)
    expect(await categoryExists(inactive)).toBe(true)
  })

  test('a taken slug is refused with 23505 on categories_slug_key', async () => {
    const result = await editor.from('categories').insert({ name: 'Slots again', slug: 'slots' })
    expect(result.error?.code).toBe('23505')
    expect(result.error?.message).toContain('"categories_slug_key"')
  })

  test('a slug over 60 characters is refused on categories_slug_length', async () => {
    const result = await editor
      .from('categories')
      .insert({ name: `IT ${tag} Long`, slug: 's'.repeat(61) })
    expect(result.error?.code).toBe('23514')
    expect(result.error?.message).toContain('"categories_slug_length"')
  })
})

describe('the default category', () => {
  const casinoId = async () =>
    (await sql<{ id: string }>(`select id from public.categories where slug = 'casino'`))[0]!.id

  test('nobody deletes it: editor, admin, nor the service key', async () => {
    const id = await casinoId()
    for (const client of [editor, admin, serviceClient()]) {
      const result = await client.from('categories').delete().eq('id', id)
      expect(result.error?.code).toBe('23514')
      expect(result.error?.message).toBe(
        'The default category (casino) cannot be deleted: it lists every brand on the public site.',
      )
    }
    await expect(sql('delete from public.categories where id = $1', [id])).rejects.toMatchObject({
      code: '23514',
    })
    expect(await categoryExists(id)).toBe(true)
  })

  test('its slug cannot change; its name, text, icon and order can', async () => {
    const id = await casinoId()
    const renamed = await editor.from('categories').update({ slug: 'all-casinos' }).eq('id', id)
    expect(renamed.error?.code).toBe('23514')
    expect(renamed.error?.message).toContain('The slug of the default category (casino)')

    const [before] = await sql<{ name: string; icon: string | null }>(
      'select name, icon from public.categories where id = $1',
      [id],
    )
    const edited = await editor
      .from('categories')
      .update({ name: 'All Casinos', icon: 'crown', slug: 'casino' })
      .eq('id', id)
      .select('name, slug, icon')
    expect(edited).toMatchObject({
      error: null,
      data: [{ name: 'All Casinos', slug: 'casino', icon: 'crown' }],
    })
    await sql('update public.categories set name = $2, icon = $3 where id = $1', [
      id,
      before!.name,
      before!.icon,
    ])
  })

  test('another category may still change its slug', async () => {
    const id = await insertCategory('movable')
    const moved = await editor
      .from('categories')
      .update({ slug: slugOf('moved') })
      .eq('id', id)
      .select('slug')
    expect(moved).toMatchObject({ error: null, data: [{ slug: slugOf('moved') }] })
  })
})

describe('deleting a category tagged on brands', () => {
  test('the tags are counted, and the database refuses the delete (23503)', async () => {
    const id = await insertCategory('tagged')
    await insertTaggedBrand('tagged-1', [id])
    const second = await insertTaggedBrand('tagged-2', [id])

    const count = await editor
      .from('brand_categories')
      .select('brand_id', { count: 'exact', head: true })
      .eq('category_id', id)
    expect(count).toMatchObject({ error: null, count: 2 })

    const refused = await editor.from('categories').delete().eq('id', id)
    expect(refused.error?.code).toBe('23503')
    expect(refused.error?.message).toContain('"brand_categories_category_id_fkey"')
    expect(await categoryExists(id)).toBe(true)

    // Deleting a brand still removes its own tags.
    await sql('delete from public.brands where id = $1', [second])
    const [left] = await sql<{ n: number }>(
      'select count(*)::int as n from public.brand_categories where category_id = $1',
      [id],
    )
    expect(left?.n).toBe(1)
  })

  test('once untagged, the category can be deleted', async () => {
    const id = await insertCategory('untagged')
    const brand = await insertTaggedBrand('untag', [id])
    const untagged = await editor
      .from('brand_categories')
      .delete()
      .eq('brand_id', brand)
      .eq('category_id', id)
    expect(untagged.error).toBeNull()
    const deleted = await editor.from('categories').delete().eq('id', id).select('id')
    expect(deleted).toMatchObject({ error: null, data: [{ id }] })
  })
})

describe('the category list query', () => {
  test('searches name and slug, filters, counts tagged brands, by range', async () => {
    const a = await insertCategory('search-a')
    const b = await insertCategory('search-b', { is_active: false })
    await insertTaggedBrand('list-1', [a, b])
    await insertTaggedBrand('list-2', [a])
    const pattern = ilikeContains(`it ${tag} search`)
    const page = await editor
      .from('categories')
      .select('name, is_active, brand_categories(count)', { count: 'exact' })
      .or(`name.ilike.${pattern},slug.ilike.${pattern}`)
      .order('name', { ascending: true })
      .order('id', { ascending: true })
      .range(0, 0)
    expect(page.error).toBeNull()
    expect(page.count).toBe(2)
    expect(page.data).toEqual([
      { name: `IT ${tag} search-a`, is_active: true, brand_categories: [{ count: 2 }] },
    ])

    const inactive = await editor
      .from('categories')
      .select('name, brand_categories(count)')
      .or(`name.ilike.${pattern},slug.ilike.${pattern}`)
      .eq('is_active', false)
    expect(inactive.data).toEqual([
      { name: `IT ${tag} search-b`, brand_categories: [{ count: 1 }] },
    ])
  })

  test('bulk activate and deactivate by ids', async () => {
    const ids = [await insertCategory('bulk-1'), await insertCategory('bulk-2')]
    const off = await editor
      .from('categories')
      .update({ is_active: false })
      .in('id', ids)
      .select('id')
    expect(off.data).toHaveLength(2)
    const refused = await analyst
      .from('categories')
      .update({ is_active: true })
      .in('id', ids)
      .select('id')
    expect(refused.error?.code).toBe('42501')
  })
})

describe('saving over a newer change, and Undo', () => {
  test('an update that names an old updated_at changes nothing; the current one saves', async () => {
    const id = await insertCategory('conflict')
    const loaded = await editor.from('categories').select('updated_at').eq('id', id).single()
    const seenVersion = loaded.data!.updated_at

    const other = await serviceClient()
      .from('categories')
      .update({ description: 'Theirs' })
      .eq('id', id)
    expect(other.error).toBeNull()

    const stale = await editor
      .from('categories')
      .update({ description: 'Mine' })
      .eq('id', id)
      .eq('updated_at', seenVersion)
      .select('id')
    expect(stale).toMatchObject({ error: null, data: [] })

    const fresh = await editor.from('categories').select('updated_at').eq('id', id).single()
    const saved = await editor
      .from('categories')
      .update({ description: 'Mine' })
      .eq('id', id)
      .eq('updated_at', fresh.data!.updated_at)
      .select('description')
    expect(saved.data).toEqual([{ description: 'Mine' }])
  })

  test('a deleted category is restored with its id and fields', async () => {
    const id = await insertCategory('undo')
    await sql(`update public.categories set icon = 'gift', description = 'Kept' where id = $1`, [
      id,
    ])
    const deleted = await editor.from('categories').delete().eq('id', id).select('*')
    const row = deleted.data![0]!
    const restored = await editor.rpc('restore_deleted_row', {
      p_table: 'categories',
      p_record_id: id,
    })
    expect(restored.error).toBeNull()
    const back = await editor.from('categories').select('*').eq('id', id).single()
    expect(back.data).toEqual({ ...row, icon: 'gift', description: 'Kept' })
  })
})
