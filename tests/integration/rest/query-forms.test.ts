/**
 * The PostgREST query forms the app uses, through the unmodified supabase-js
 * against the local stack, on the seeded catalogue (countries and brands).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, serviceClient, sql } from '../support/clients.ts'

const anon = anonClient()

describe('GET /rest/v1 selects', () => {
  test('selects with aliases and a many-to-one embed', async () => {
    const { data, error } = await anon
      .from('brands')
      .select('name:brand_name, slug:brand_slug, country:countries(name, slug)')
      .eq('brand_slug', (await firstActiveBrand()).brand_slug)
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ name: expect.any(String), slug: expect.any(String) })
    expect(data?.country).toMatchObject({
      name: expect.any(String),
      slug: expect.stringMatching(/^[a-z]{2}$/),
    })
  })

  test('embeds one-to-many and filters parents with !inner', async () => {
    const { data, error } = await anon
      .from('countries')
      .select('slug, brands!inner(brand_name, editor_score)')
      .gte('brands.editor_score', 95)
      .order('slug')
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    for (const country of data!) {
      expect(country.brands.length).toBeGreaterThan(0)
      for (const brand of country.brands) expect(brand.editor_score).toBeGreaterThanOrEqual(95)
    }
  })

  test('orders and pages with range', async () => {
    const all = await anon.from('brands').select('id, sort_order').order('sort_order').order('id')
    const page = await anon
      .from('brands')
      .select('id, sort_order')
      .order('sort_order')
      .order('id')
      .range(2, 4)
    expect(page.error).toBeNull()
    expect(page.data).toEqual(all.data!.slice(2, 5))
  })

  test('counts with head and returns no rows', async () => {
    const { count, data, error } = await anon
      .from('brands')
      .select('*', { count: 'exact', head: true })
    const [row] = await sql<{ total: number }>(
      'select count(*)::int as total from brands where is_active and public.market_block(brands) is null',
    )
    expect(error).toBeNull()
    expect(data).toBeNull()
    expect(count).toBe(row?.total)
  })

  test('single errors on zero rows and maybeSingle returns null', async () => {
    const single = await anon.from('countries').select('id').eq('slug', 'zz').single()
    expect(single.error?.code).toBe('PGRST116')
    expect(single.status).toBe(406)
    const maybe = await anon.from('countries').select('id').eq('slug', 'zz').maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
  })
})

describe('filters', () => {
  const slugs = async (
    query: PromiseLike<{ data: { brand_slug: string }[] | null; error: unknown }>,
  ) => {
    const { data, error } = await query
    expect(error).toBeNull()
    return data!.map((row) => row.brand_slug)
  }
  const expected = async (where: string, params: unknown[] = []) =>
    (
      await sql<{ brand_slug: string }>(
        `select brand_slug from brands
          where is_active and public.market_block(brands) is null and (${where})
          order by brand_slug`,
        params,
      )
    ).map((row) => row.brand_slug)
  const base = () => anon.from('brands').select('brand_slug').order('brand_slug')

  test('eq, neq, gt, gte, lt, lte', async () => {
    expect(await slugs(base().eq('editor_score', 95))).toEqual(await expected('editor_score = 95'))
    expect(await slugs(base().neq('editor_score', 95))).toEqual(
      await expected('editor_score <> 95'),
    )
    expect(await slugs(base().gt('editor_score', 95))).toEqual(await expected('editor_score > 95'))
    expect(await slugs(base().gte('editor_score', 95))).toEqual(
      await expected('editor_score >= 95'),
    )
    expect(await slugs(base().lt('user_rating', 4.5))).toEqual(await expected('user_rating < 4.5'))
    expect(await slugs(base().lte('user_rating', 4.5))).toEqual(
      await expected('user_rating <= 4.5'),
    )
  })

  test('like, ilike, is, in', async () => {
    expect(await slugs(base().like('brand_name', '%Casino%'))).toEqual(
      await expected(`brand_name like '%Casino%'`),
    )
    expect(await slugs(base().ilike('brand_name', '%casino%'))).toEqual(
      await expected(`brand_name ilike '%casino%'`),
    )
    expect(await slugs(base().is('label_tag', null))).toEqual(await expected('label_tag is null'))
    const some = (await expected('true')).slice(0, 3)
    expect(await slugs(base().in('brand_slug', some))).toEqual(some)
  })

  test('contains and overlaps on the trust icon array', async () => {
    expect(await slugs(base().contains('trust_icons', ['ssl', 'licensed']))).toEqual(
      await expected(`trust_icons @> array['ssl','licensed']`),
    )
    expect(await slugs(base().overlaps('trust_icons', ['kyc', 'high_rtp']))).toEqual(
      await expected(`trust_icons && array['kyc','high_rtp']`),
    )
  })

  test('not, or and textSearch', async () => {
    expect(await slugs(base().not('label_tag', 'is', null))).toEqual(
      await expected('label_tag is not null'),
    )
    expect(await slugs(base().or('editor_score.gte.97,user_rating.lt.4'))).toEqual(
      await expected('editor_score >= 97 or user_rating < 4'),
    )
    const found = await slugs(base().textSearch('brand_name', 'casino', { config: 'english' }))
    expect(found).toEqual(
      await expected(`to_tsvector('english', brand_name) @@ to_tsquery('english', 'casino')`),
    )
    expect(found.length).toBeGreaterThan(0)
  })
})

describe('writes', () => {
  const service = serviceClient()
  const slug = 'zz-rest-test'

  beforeAll(async () => {
    await sql('delete from categories where slug like $1', [`${slug}%`])
  })
  afterAll(async () => {
    await sql('delete from categories where slug like $1', [`${slug}%`])
  })

  test('insert, upsert with onConflict, update and delete', async () => {
    const inserted = await service
      .from('categories')
      .insert({ slug, name: 'REST test' })
      .select('slug, name')
      .single()
    expect(inserted.error).toBeNull()
    expect(inserted.data).toEqual({ slug, name: 'REST test' })

    const duplicate = await service.from('categories').insert({ slug, name: 'again' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error?.code).toBe('23505')

    const upserted = await service
      .from('categories')
      .upsert({ slug, name: 'Upserted' }, { onConflict: 'slug' })
      .select('name')
      .single()
    expect(upserted.data?.name).toBe('Upserted')

    const updated = await service
      .from('categories')
      .update({ name: 'Updated' })
      .eq('slug', slug)
      .select('name')
    expect(updated.data).toEqual([{ name: 'Updated' }])

    const removed = await service.from('categories').delete().eq('slug', slug).select('slug')
    expect(removed.data).toEqual([{ slug }])
    expect(await sql('select 1 from categories where slug = $1', [slug])).toHaveLength(0)
  })

  test('bad input gives 400 with PostgREST’s error body', async () => {
    const badType = await anon
      .from('brands')
      .select('id')
      .eq('editor_score', 'not-a-number' as unknown as number)
    expect(badType.status).toBe(400)
    expect(badType.error).toMatchObject({ code: '22P02', message: expect.any(String) })

    const badColumn = await anon.from('brands').select('no_such_column')
    expect(badColumn.status).toBe(400)
    expect(badColumn.error?.code).toBe('42703')

    const badCheck = await service.from('categories').insert({ slug: 'Not A Slug', name: 'x' })
    expect(badCheck.status).toBe(400)
    expect(badCheck.error?.code).toBe('23514')
  })
})

describe('limits', () => {
  afterAll(async () => {
    await sql(`delete from categories where slug like 'zz-limit-%'`)
  })

  test('returns at most 1000 rows per response (db-max-rows)', async () => {
    await sql(
      `insert into categories (slug, name) select 'zz-limit-' || n, 'Limit ' || n from generate_series(1, 1100) as n`,
    )
    const { data, error } = await serviceClient()
      .from('categories')
      .select('slug')
      .like('slug', 'zz-limit-%')
    expect(error).toBeNull()
    expect(data).toHaveLength(1000)
  })
})

/** The first brand anon can read: active and listed in its market (seeded brands tie on sort_order). */
async function firstActiveBrand() {
  const [brand] = await sql<{ brand_slug: string }>(
    `select brand_slug from brands as b
      where is_active and public.market_block(b) is null
      order by sort_order, brand_slug limit 1`,
  )
  if (!brand) throw new Error('seed has no active brand')
  return brand
}
