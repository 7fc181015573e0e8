/**
 * The calls of SPEC.md section 7, made as the app makes them, through the
 * unmodified supabase-js against the local stack. (The admin RPCs are covered
 * in tests/integration/db/staff.test.ts, tracking rules in tracking.test.ts.)
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, test } from 'vitest'
import { anonClient, signInAs, sql } from '../support/clients.ts'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const anon = anonClient({ 'user-agent': CHROME })
const run = randomUUID().replaceAll('-', '').slice(0, 12)

afterAll(async () => {
  await sql('delete from brand_clicks_history where user_id = $1', [`user-${run}`])
  await sql('delete from visitor_session_end_events where user_id = $1', [`user-${run}`])
  await sql('delete from visitor_sessions where user_id = $1', [`user-${run}`])
})

describe('public data', () => {
  test('read brands: all fields, ordered by sort_order, filtered by country_id', async () => {
    const { data: country } = await anon.from('countries').select('id').eq('slug', 'ca').single()
    const { data, error } = await anon
      .from('brands')
      .select('*')
      .eq('country_id', country!.id)
      .order('sort_order')
    expect(error).toBeNull()
    const expected = await sql<{ brand_slug: string }>(
      'select brand_slug from brands where country_id = $1 and is_active order by sort_order',
      [country!.id],
    )
    expect(data!.map((brand) => brand.brand_slug)).toEqual(expected.map((row) => row.brand_slug))
    expect(data![0]).toHaveProperty('trust_icons')
    expect(data!.every((brand) => brand.is_active)).toBe(true)
  })

  test('read countries: the five fields ordered by name', async () => {
    const { data, error } = await anon
      .from('countries')
      .select('id, name, slug, flag_icon, language')
      .order('name')
    expect(error).toBeNull()
    expect(data!.map((c) => c.slug).sort()).toEqual([
      'au',
      'ca',
      'de',
      'hr',
      'hu',
      'ro',
      'se',
      'uk',
    ])
    const names = data!.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)))
    expect(Object.keys(data![0]!).sort()).toEqual(['flag_icon', 'id', 'language', 'name', 'slug'])
  })

  test('read country by slug: zero or one row', async () => {
    const found = await anon
      .from('countries')
      .select('id, name, slug, flag_icon, language')
      .eq('slug', 'uk')
      .maybeSingle()
    expect(found.data).toMatchObject({ slug: 'uk', name: 'United Kingdom' })
    const missing = await anon.from('countries').select('id').eq('slug', 'xx').maybeSingle()
    expect(missing).toMatchObject({ data: null, error: null })
  })

  test('read brand for review: all fields plus the country, active only, exactly one row', async () => {
    const [active] = await sql<{ brand_slug: string }>(
      'select brand_slug from brands where is_active limit 1',
    )
    const { data, error } = await anon
      .from('brands')
      .select('*, countries(name, slug)')
      .eq('brand_slug', active!.brand_slug)
      .eq('is_active', true)
      .single()
    expect(error).toBeNull()
    expect(data?.countries).toMatchObject({ name: expect.any(String), slug: expect.any(String) })

    const [inactive] = await sql<{ brand_slug: string }>(
      'select brand_slug from brands where not is_active limit 1',
    )
    const hidden = await anon
      .from('brands')
      .select('*')
      .eq('brand_slug', inactive!.brand_slug)
      .eq('is_active', true)
      .single()
    expect(hidden.error?.code).toBe('PGRST116')
  })

  test('country deletion dependency check: one id from brands and one from pages', async () => {
    const editor = await signInAs('editor')
    const brands = await editor.from('brands').select('id').limit(1)
    const pages = await editor.from('pages').select('id').limit(1)
    expect(brands.error).toBeNull()
    expect(pages.error).toBeNull()
    expect(brands.data).toHaveLength(1)
    expect(pages.data).toHaveLength(1)
  })
})

describe('tracking', () => {
  const session_id = `sess-${run}`
  const user_id = `user-${run}`

  test('insert a visitor session, then a click linked to it', async () => {
    const session = await anon.from('visitor_sessions').insert({
      session_id,
      user_id,
      entry_page: '/ca',
      first_page_url: 'https://casino.example/ca?utm_source=news',
      referrer: 'https://www.google.com/',
      device_type: 'desktop',
      is_mobile: false,
      browser: 'Chrome',
      browser_version: '131.0.0.0',
      os: 'Windows',
      os_version: '10',
      screen_resolution: '1920x1080',
      user_agent: CHROME,
      utm_source: 'news',
      country: '',
      city: '',
      ip_address: '',
    })
    expect(session.error).toBeNull()
    expect(session.status).toBe(201)

    const score = await anon.rpc('calculate_traffic_quality_score', {
      p_ip: '',
      p_user_agent: CHROME,
      p_click_speed_ms: 5000,
      p_session_click_count: 1,
      p_time_on_page_sec: 12,
      p_referrer: 'https://www.google.com/',
    })
    expect(score.error).toBeNull()
    expect(score.data).toEqual([{ quality_score: 100, is_suspicious: false, quality_flags: [] }])

    const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
    const click = await anon.from('brand_clicks_history').insert({
      brand_id: brand!.id,
      user_id,
      session_id,
      click_id: `click${run}`,
      page_url: 'https://casino.example/ca',
      device_type: 'desktop',
      click_speed_ms: 5000,
      session_click_count: 1,
      time_on_page_sec: 12,
      referrer: 'https://www.google.com/',
      country: '',
      city: '',
      ip: '',
    })
    expect(click.error).toBeNull()
    const [row] = await sql<{ click_in_id: string | null; session_row: string }>(
      `select c.click_in_id, s.id as session_row from brand_clicks_history c
       join visitor_sessions s on s.session_id = c.session_id where c.click_id = $1`,
      [`click${run}`],
    )
    expect(row?.click_in_id).toBe(row?.session_row)
  })

  test('the visitor cannot select its session row back (linking is done by the server)', async () => {
    const { data, error } = await anon
      .from('visitor_sessions')
      .select('id')
      .eq('session_id', session_id)
      .maybeSingle()
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  test('session end: recorded through end_visitor_session', async () => {
    await sql(
      `update visitor_sessions set created_at = now() - interval '1 minute' where session_id = $1`,
      [session_id],
    )
    const { error } = await anon.rpc('end_visitor_session', {
      p_session_id: session_id,
      p_user_id: user_id,
      p_time_on_site_sec: 42,
    })
    expect(error).toBeNull()
    const [row] = await sql<{ time_on_site_sec: number; session_end: string | null }>(
      'select time_on_site_sec, session_end from visitor_sessions where session_id = $1',
      [session_id],
    )
    expect(row).toMatchObject({ time_on_site_sec: 42, session_end: expect.anything() })
  })
})
