/**
 * The admin's Brands list against the local stack: every brands and brand_categories
 * policy per role (editors and admins write, analysts and anon are refused, anon reads
 * active brands only), the list's query forms (country and category filters through
 * inner embeds), the ranking order written by reorder_brands, duplicate_brand, the bulk
 * activation, and the delete and restore of a brand with its tags.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const countries: string[] = []

let editor: Client
let admin: Client
let analyst: Client
let anon: Client
let categoryId: string

async function insertCountry(name: string, isActive = true): Promise<{ id: string; slug: string }> {
  const slug = `it-${tag}-${name}`
  const [row] = await sql<{ id: string }>(
    `insert into public.countries (name, slug, is_active, sort_order)
     values ($1, $2, $3, 500) returning id`,
    [`IT ${tag} ${name}`, slug, isActive],
  )
  countries.push(row!.id)
  return { id: row!.id, slug }
}

/** Brands named `<prefix>-<n>` in the country, at positions 1..count. */
async function insertBrands(
  countryId: string,
  prefix: string,
  count: number,
  extra: { is_active?: boolean } = {},
): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `insert into public.brands (country_id, brand_name, brand_slug, sort_order, is_active)
     select $1, $2 || ' ' || n, $3 || '-' || n, n, $4
     from generate_series(1, $5::integer) as n
     order by n
     returning id`,
    [countryId, `IT ${tag} ${prefix}`, `it-${tag}-${prefix}`, extra.is_active ?? true, count],
  )
  return rows.map((row) => row.id)
}

async function storedOrder(countryId: string): Promise<{ id: string; sort_order: number }[]> {
  return sql<{ id: string; sort_order: number }>(
    'select id, sort_order from public.brands where country_id = $1 order by sort_order, id',
    [countryId],
  )
}

beforeAll(async () => {
  editor = await signInAs('editor')
  admin = await signInAs('admin')
  analyst = await signInAs('analyst')
  anon = anonClient({ 'x-forwarded-for': randomAddress() })
  const [category] = await sql<{ id: string }>(
    `insert into public.categories (slug, name, sort_order) values ($1, $2, 900) returning id`,
    [`it-${tag}-cat`, `IT ${tag} Category`],
  )
  categoryId = category!.id
})

afterAll(async () => {
  await sql(`delete from public.brands where country_id = any ($1::uuid[]) or brand_slug like $2`, [
    countries,
    `it-${tag}-%`,
  ])
  await sql(`delete from public.countries where id = any ($1::uuid[])`, [countries])
  await sql(`delete from public.categories where id = $1`, [categoryId])
})

describe('brands policies', () => {
  test.each(['editor', 'admin'] as const)(
    '%s adds, updates, tags and deletes a brand',
    async (role) => {
      const client = role === 'editor' ? editor : admin
      const { id: countryId } = await insertCountry(`${role}-write`)
      const inserted = await client
        .from('brands')
        .insert({
          country_id: countryId,
          brand_name: `IT ${tag} ${role}`,
          brand_slug: `it-${tag}-${role}`,
        })
        .select('id')
        .single()
      expect(inserted.error).toBeNull()
      const id = inserted.data!.id

      const updated = await client
        .from('brands')
        .update({ bonus_text: 'Changed' })
        .eq('id', id)
        .select('bonus_text')
      expect(updated).toMatchObject({ error: null, data: [{ bonus_text: 'Changed' }] })

      const tagged = await client
        .from('brand_categories')
        .insert({ brand_id: id, category_id: categoryId })
      expect(tagged.error).toBeNull()
      const untagged = await client
        .from('brand_categories')
        .delete()
        .eq('brand_id', id)
        .select('category_id')
      expect(untagged).toMatchObject({ error: null, data: [{ category_id: categoryId }] })

      const deleted = await client.from('brands').delete().eq('id', id).select('id')
      expect(deleted).toMatchObject({ error: null, data: [{ id }] })
    },
  )

  test('nobody writes the server-computed rating', async () => {
    const { id: countryId } = await insertCountry('rating')
    const [id] = await insertBrands(countryId, 'rating', 1)
    const updated = await editor
      .from('brands')
      .update({ user_rating: 5 } as never)
      .eq('id', id!)
    expect(updated.error?.code).toBe('42501')
  })

  test('an analyst reads brands and tags but cannot write either', async () => {
    const { id: countryId } = await insertCountry('analyst')
    const [id] = await insertBrands(countryId, 'analyst', 1, { is_active: false })
    await sql('insert into public.brand_categories (brand_id, category_id) values ($1, $2)', [
      id,
      categoryId,
    ])

    const read = await analyst
      .from('brands')
      .select('id, brand_categories(category_id)')
      .eq('id', id!)
    expect(read.data).toEqual([{ id, brand_categories: [{ category_id: categoryId }] }])

    const inserted = await analyst.from('brands').insert({
      country_id: countryId,
      brand_name: 'By analyst',
      brand_slug: `it-${tag}-by-analyst`,
    })
    expect(inserted.error?.code).toBe('42501')
    const updated = await analyst.from('brands').update({ brand_name: 'Hacked' }).eq('id', id!)
    expect(updated.error?.code).toBe('42501')
    const deleted = await analyst.from('brands').delete().eq('id', id!).select('id')
    expect(deleted.data ?? []).toEqual([])

    const tagged = await analyst
      .from('brand_categories')
      .insert({ brand_id: id!, category_id: categoryId })
    expect(tagged.error?.code).toBe('42501')
    const untagged = await analyst
      .from('brand_categories')
      .delete()
      .eq('brand_id', id!)
      .select('brand_id')
    expect(untagged.data ?? []).toEqual([])

    const [row] = await sql<{ brand_name: string; tags: number }>(
      `select b.brand_name, (select count(*)::integer from public.brand_categories where brand_id = b.id) as tags
       from public.brands as b where b.id = $1`,
      [id],
    )
    expect(row).toEqual({ brand_name: `IT ${tag} analyst 1`, tags: 1 })
  })

  test('anon reads active brands and their tags only, and cannot write', async () => {
    const { id: countryId } = await insertCountry('anon')
    const [active] = await insertBrands(countryId, 'anon-on', 1)
    const [inactive] = await insertBrands(countryId, 'anon-off', 1, { is_active: false })
    await sql(
      'insert into public.brand_categories (brand_id, category_id) values ($1, $3), ($2, $3)',
      [active, inactive, categoryId],
    )
    const read = await anon.from('brands').select('id').in('id', [active!, inactive!])
    expect(read.data).toEqual([{ id: active }])
    const tags = await anon
      .from('brand_categories')
      .select('brand_id')
      .in('brand_id', [active!, inactive!])
    expect(tags.data).toEqual([{ brand_id: active }])

    const inserted = await anon
      .from('brands')
      .insert({ country_id: countryId, brand_name: 'By anon', brand_slug: `it-${tag}-by-anon` })
    expect(inserted.error?.code).toBe('42501')
    const updated = await anon.from('brands').update({ brand_name: 'Hacked' }).eq('id', active!)
    expect(updated.error?.code).toBe('42501')
    const deleted = await anon.from('brands').delete().eq('id', active!)
    expect(deleted.error?.code).toBe('42501')
    const tagged = await anon
      .from('brand_categories')
      .insert({ brand_id: active!, category_id: categoryId })
    expect(tagged.error?.code).toBe('42501')
    const reordered = await anon.rpc('reorder_brands', {
      p_country_id: countryId,
      p_brand_ids: [active!, inactive!],
    })
    expect(reordered.error?.code).toBe('42501')
    const copied = await anon.rpc('duplicate_brand', {
      p_brand_id: active!,
      p_country_id: countryId,
      p_slug: `it-${tag}-anon-copy`,
    })
    expect(copied.error?.code).toBe('42501')
  })

  test('the public ranking reads the brands of an inactive country too: the app filters by country', async () => {
    // The policy is is_active on the brand alone; the public pages ask for one active country's brands.
    const { id: countryId } = await insertCountry('hidden', false)
    const [id] = await insertBrands(countryId, 'hidden', 1)
    const read = await anon.from('brands').select('id').eq('id', id!)
    expect(read.data).toEqual([{ id }])
    const country = await anon.from('countries').select('id').eq('id', countryId)
    expect(country.data).toEqual([])
  })
})

describe('the brand list query', () => {
  test('filters by country slug and category slug through inner embeds, by range', async () => {
    const { id: countryId, slug } = await insertCountry('list')
    const ids = await insertBrands(countryId, 'list', 3)
    await sql(
      'insert into public.brand_categories (brand_id, category_id) values ($1, $2), ($3, $2)',
      [ids[0], categoryId, ids[2]],
    )
    const byCountry = await editor
      .from('brands')
      .select('id, sort_order, country:countries!inner(name, slug)', { count: 'exact' })
      .eq('country.slug', slug)
      .order('sort_order', { ascending: true })
      .order('id', { ascending: true })
      .range(0, 1)
    expect(byCountry.error).toBeNull()
    expect(byCountry.count).toBe(3)
    expect(byCountry.data).toEqual([
      { id: ids[0], sort_order: 1, country: { name: `IT ${tag} list`, slug } },
      { id: ids[1], sort_order: 2, country: { name: `IT ${tag} list`, slug } },
    ])

    const byCategory = await editor
      .from('brands')
      .select('id, country:countries!inner(slug), categories!inner(slug)', { count: 'exact' })
      .eq('country.slug', slug)
      .eq('categories.slug', `it-${tag}-cat`)
      .order('sort_order', { ascending: true })
    expect(byCategory.error).toBeNull()
    expect(byCategory.count).toBe(2)
    expect(byCategory.data?.map((row) => row.id)).toEqual([ids[0], ids[2]])
  })
})

describe('reorder_brands', () => {
  test('writes sort_order 1..n in the given order, in one request', async () => {
    const { id: countryId } = await insertCountry('reorder')
    const ids = await insertBrands(countryId, 'reorder', 4)
    const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!]
    const result = await editor.rpc('reorder_brands', {
      p_country_id: countryId,
      p_brand_ids: order,
    })
    expect(result).toMatchObject({ error: null, data: 4 })
    expect(await storedOrder(countryId)).toEqual(
      order.map((id, index) => ({ id, sort_order: index + 1 })),
    )

    // Only the rows that moved are written.
    const again = await admin.rpc('reorder_brands', {
      p_country_id: countryId,
      p_brand_ids: [order[1]!, order[0]!, order[2]!, order[3]!],
    })
    expect(again).toMatchObject({ error: null, data: 2 })
  })

  test('refuses ids of another country, an incomplete list and duplicates', async () => {
    const { id: countryId } = await insertCountry('reorder-wrong')
    const { id: otherId } = await insertCountry('reorder-other')
    const ids = await insertBrands(countryId, 'reorder-wrong', 3)
    const [foreign] = await insertBrands(otherId, 'reorder-other', 1)
    const before = await storedOrder(countryId)

    for (const attempt of [
      [ids[0]!, ids[1]!, foreign!],
      [ids[0]!, ids[1]!, ids[2]!, foreign!],
      [ids[1]!, ids[0]!],
      [ids[0]!, ids[0]!, ids[1]!],
    ]) {
      const result = await editor.rpc('reorder_brands', {
        p_country_id: countryId,
        p_brand_ids: attempt,
      })
      expect(result.error?.code).toBe('22023')
    }
    expect(await storedOrder(countryId)).toEqual(before)
    const [other] = await storedOrder(otherId)
    expect(other?.sort_order).toBe(1)
  })

  test('an analyst is refused', async () => {
    const { id: countryId } = await insertCountry('reorder-analyst')
    const ids = await insertBrands(countryId, 'reorder-analyst', 2)
    const before = await storedOrder(countryId)
    const result = await analyst.rpc('reorder_brands', {
      p_country_id: countryId,
      p_brand_ids: [ids[1]!, ids[0]!],
    })
    expect(result.error?.code).toBe('42501')
    expect(await storedOrder(countryId)).toEqual(before)
  })
})

describe('duplicate_brand', () => {
  test('copies every field and the tags, not the votes, last in the target country', async () => {
    const { id: sourceCountry } = await insertCountry('dup-source')
    const { id: targetCountry } = await insertCountry('dup-target')
    await insertBrands(targetCountry, 'dup-existing', 2)
    const [source] = await sql<{ id: string }>(
      `insert into public.brands (country_id, brand_name, brand_slug, bonus_text, rating_baseline,
         rating_baseline_votes, editor_score, is_editors_choice, trust_icons, pros, metrics, sort_order)
       values ($1, $2, $3, 'Bonus', 4.00, 10, 77, true, '{ssl,kyc}', '{Fast}',
         '[{"label":"Games","value":"900"}]', 7)
       returning id`,
      [sourceCountry, `IT ${tag} Dup`, `it-${tag}-dup`],
    )
    await sql('insert into public.brand_categories (brand_id, category_id) values ($1, $2)', [
      source!.id,
      categoryId,
    ])
    await sql(
      `insert into public.brand_votes (brand_id, voter_id, rating) values ($1, 'voter-one-abc', 1)`,
      [source!.id],
    )

    const result = await editor.rpc('duplicate_brand', {
      p_brand_id: source!.id,
      p_country_id: targetCountry,
      p_slug: `it-${tag}-dup-target`,
    })
    expect(result.error).toBeNull()
    const copyId = result.data!

    const [copy] = await sql<Record<string, unknown>>('select * from public.brands where id = $1', [
      copyId,
    ])
    const [original] = await sql<Record<string, unknown>>(
      'select * from public.brands where id = $1',
      [source!.id],
    )
    const differing = Object.keys(original!).filter(
      (key) => JSON.stringify(copy![key]) !== JSON.stringify(original![key]),
    )
    expect(differing.sort()).toEqual(
      [
        'brand_slug',
        'country_id',
        'created_at',
        'id',
        'sort_order',
        'updated_at',
        'user_rating',
        'user_rating_votes',
      ].sort(),
    )
    expect(copy).toMatchObject({
      brand_slug: `it-${tag}-dup-target`,
      country_id: targetCountry,
      sort_order: 3,
      user_rating: '4.00',
      user_rating_votes: 10,
    })
    const tags = await sql('select category_id from public.brand_categories where brand_id = $1', [
      copyId,
    ])
    expect(tags).toEqual([{ category_id: categoryId }])
    const votes = await sql('select 1 from public.brand_votes where brand_id = $1', [copyId])
    expect(votes).toEqual([])
  })

  test('a taken slug is refused on brands_brand_slug_key and nothing is copied', async () => {
    const { id: countryId } = await insertCountry('dup-taken')
    const [id] = await insertBrands(countryId, 'dup-taken', 1)
    const result = await editor.rpc('duplicate_brand', {
      p_brand_id: id!,
      p_country_id: countryId,
      p_slug: `it-${tag}-dup-taken-1`,
    })
    expect(result.error?.code).toBe('23505')
    expect(result.error?.message).toContain('"brands_brand_slug_key"')
    expect(await storedOrder(countryId)).toHaveLength(1)
  })

  test('an analyst is refused', async () => {
    const { id: countryId } = await insertCountry('dup-analyst')
    const [id] = await insertBrands(countryId, 'dup-analyst', 1)
    const result = await analyst.rpc('duplicate_brand', {
      p_brand_id: id!,
      p_country_id: countryId,
      p_slug: `it-${tag}-dup-analyst-copy`,
    })
    expect(result.error?.code).toBe('42501')
    expect(await storedOrder(countryId)).toHaveLength(1)
  })
})

describe('bulk activation and delete with restore', () => {
  test('one request activates or deactivates the selected brands', async () => {
    const { id: countryId } = await insertCountry('bulk')
    const ids = await insertBrands(countryId, 'bulk', 3)
    const off = await editor
      .from('brands')
      .update({ is_active: false })
      .in('id', [ids[0]!, ids[2]!])
      .select('id')
    expect(off.error).toBeNull()
    expect(off.data).toHaveLength(2)
    const rows = await sql<{ is_active: boolean }>(
      'select is_active from public.brands where country_id = $1 order by sort_order',
      [countryId],
    )
    expect(rows.map((row) => row.is_active)).toEqual([false, true, false])

    const refused = await analyst.from('brands').update({ is_active: true }).in('id', ids)
    expect(refused.error?.code).toBe('42501')
  })

  test('a deleted brand comes back with its id, fields and tags', async () => {
    const { id: countryId } = await insertCountry('restore')
    const [id] = await insertBrands(countryId, 'restore', 1)
    await sql(
      `update public.brands set bonus_text = 'Kept', rating_baseline = 3.5, rating_baseline_votes = 4 where id = $1`,
      [id],
    )
    await sql('insert into public.brand_categories (brand_id, category_id) values ($1, $2)', [
      id,
      categoryId,
    ])

    const deleted = await editor.from('brands').delete().eq('id', id!).select('*')
    expect(deleted.error).toBeNull()
    const row = deleted.data![0]!
    expect(await sql('select 1 from public.brand_categories where brand_id = $1', [id])).toEqual([])

    // The admin's Undo: the database restores the row and its cascaded tags from audit_log.
    const restored = await editor.rpc('restore_deleted_row', {
      p_table: 'brands',
      p_record_id: id!,
    })
    expect(restored.error).toBeNull()
    const again = await editor.from('brands').select('created_at').eq('id', id!).single()
    expect(again.data?.created_at).toBe(row.created_at)

    const [back] = await sql<{ bonus_text: string; user_rating: string; tags: number }>(
      `select b.bonus_text, b.user_rating, (select count(*)::integer from public.brand_categories where brand_id = b.id) as tags
       from public.brands as b where b.id = $1`,
      [id],
    )
    expect(back).toEqual({ bonus_text: 'Kept', user_rating: '3.50', tags: 1 })
  })
})
