/**
 * save_brand(), the brand form's save, against the local stack: an editor creates and
 * updates a brand with its categories in one request (tags added and removed by
 * difference, a new brand at the end of its country's ranking); a refused tag leaves no
 * half save; a save over a newer change returns no row; analysts and anon are refused.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, randomAddress, signInAs, sql, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
let countryId = ''
let categoryIds: string[] = []
let editor: Client
let analyst: Client

const brand = (name: string, extra: Record<string, unknown> = {}) => ({
  country_id: countryId,
  brand_name: `IT ${tag} ${name}`,
  brand_slug: `it-${tag}-${name}`,
  bonus_text: '100% up to $100',
  trust_icons: ['ssl'],
  metrics: [{ label: 'Games', value: '3,000+' }],
  pros: ['Fast'],
  editor_score: 91,
  ...extra,
})

async function tagsOf(brandId: string): Promise<string[]> {
  const rows = await sql<{ category_id: string }>(
    `select category_id from public.brand_categories where brand_id = $1 order by category_id`,
    [brandId],
  )
  return rows.map((row) => row.category_id)
}

beforeAll(async () => {
  editor = await signInAs('editor')
  analyst = await signInAs('analyst')
  const [country] = await sql<{ id: string }>(
    `insert into public.countries (name, slug, is_active) values ($1, $2, true) returning id`,
    [`IT ${tag}`, `it-${tag}`],
  )
  countryId = country!.id
  await sql(
    `insert into public.brands (country_id, brand_name, brand_slug, sort_order) values ($1, $2, $3, 7)`,
    [countryId, `IT ${tag} first`, `it-${tag}-first`],
  )
  const categories = await sql<{ id: string }>(
    `select id from public.categories order by sort_order limit 3`,
  )
  categoryIds = categories.map((row) => row.id).sort()
})

afterAll(async () => {
  await sql(`delete from public.brands where country_id = $1`, [countryId])
  await sql(`delete from public.countries where id = $1`, [countryId])
})

describe('save_brand', () => {
  test('an editor creates a brand with its categories, then updates both', async () => {
    const created = await editor.rpc('save_brand', {
      p_brand: brand('new'),
      p_category_ids: [categoryIds[0]!, categoryIds[1]!],
    })
    expect(created.error).toBeNull()
    const row = created.data![0]!
    expect(row).toMatchObject({
      brand_name: `IT ${tag} new`,
      trust_icons: ['ssl'],
      metrics: [{ label: 'Games', value: '3,000+' }],
      editor_score: 91,
      // After the country's last brand (sort_order 7).
      sort_order: 8,
    })
    expect(await tagsOf(row.id)).toEqual([categoryIds[0], categoryIds[1]])

    const updated = await editor.rpc('save_brand', {
      p_brand: brand('new', { bonus_text: '200% up to $200' }),
      p_category_ids: [categoryIds[1]!, categoryIds[2]!],
      p_id: row.id,
      p_updated_at: row.updated_at,
    })
    expect(updated.error).toBeNull()
    expect(updated.data![0]).toMatchObject({ bonus_text: '200% up to $200', sort_order: 8 })
    expect(await tagsOf(row.id)).toEqual([categoryIds[1], categoryIds[2]])

    // The version it was loaded with is gone: no row, nothing changed.
    const stale = await editor.rpc('save_brand', {
      p_brand: brand('new', { bonus_text: 'Overwritten' }),
      p_category_ids: [],
      p_id: row.id,
      p_updated_at: row.updated_at,
    })
    expect(stale.error).toBeNull()
    expect(stale.data).toEqual([])
    const [current] = await sql<{ bonus_text: string }>(
      `select bonus_text from public.brands where id = $1`,
      [row.id],
    )
    expect(current!.bonus_text).toBe('200% up to $200')
    expect(await tagsOf(row.id)).toEqual([categoryIds[1], categoryIds[2]])
  })

  test('a refused tag leaves no half save', async () => {
    const result = await editor.rpc('save_brand', {
      p_brand: brand('orphan'),
      p_category_ids: [randomUUID()],
    })
    expect(result.error).toMatchObject({ code: '23503' })
    const rows = await sql(`select 1 from public.brands where brand_slug = $1`, [
      `it-${tag}-orphan`,
    ])
    expect(rows).toEqual([])
  })

  test('a taken slug is refused by its constraint', async () => {
    const result = await editor.rpc('save_brand', {
      p_brand: brand('first'),
      p_category_ids: [],
    })
    expect(result.error).toMatchObject({ code: '23505' })
    expect(result.error!.message).toContain('brands_brand_slug_key')
  })

  test('an analyst and anon are refused', async () => {
    const byAnalyst = await analyst.rpc('save_brand', {
      p_brand: brand('analyst'),
      p_category_ids: [],
    })
    expect(byAnalyst.error).toMatchObject({ code: '42501' })
    const byAnon = await anonClient({ 'x-forwarded-for': randomAddress() }).rpc('save_brand', {
      p_brand: brand('anon'),
      p_category_ids: [],
    })
    expect(byAnon.error).toMatchObject({ code: '42501' })
    const rows = await sql(`select 1 from public.brands where brand_slug like $1`, [
      `it-${tag}-ana%`,
    ])
    expect(rows).toEqual([])
  })
})
