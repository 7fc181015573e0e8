/**
 * Visitor tracking through supabase-js as the app does it: sessions and clicks
 * inserted by anon with `return=minimal`, never read back; the server decides
 * time, IP, user agent, session link and quality score.
 */
import { afterAll, describe, expect, test } from 'vitest'
import { signInAs, sql } from '../support/clients.ts'
import { activeBrand, BROWSER_UA, browser, inactiveBrand, testIp, visitorId } from './helpers.ts'

const createdUsers: string[] = []
function newVisitor() {
  const ids = { user_id: visitorId(), session_id: visitorId() }
  createdUsers.push(ids.user_id)
  return ids
}

afterAll(async () => {
  await sql('delete from brand_clicks_history where user_id = any($1)', [createdUsers])
  await sql('delete from visitor_session_end_events where user_id = any($1)', [createdUsers])
  await sql('delete from visitor_sessions where user_id = any($1)', [createdUsers])
})

async function storedSession(sessionId: string) {
  const rows = await sql<{
    id: string
    user_id: string
    ip_address: string | null
    user_agent: string | null
    session_end: Date | null
    time_on_site_sec: number | null
    referrer: string | null
  }>('select * from visitor_sessions where session_id = $1', [sessionId])
  return rows[0]
}

/** The session's nth click (the server issues click ids: tests find a click by its session). */
async function storedClick(sessionId: string, nth = 0) {
  const rows = await sql<{
    click_id: string
    brand_name: string | null
    click_in_id: string | null
    is_linked: boolean
    click_time: Date
    ip: string | null
    user_agent: string | null
    traffic_quality_score: number
    is_suspicious: boolean
    quality_flags: string[]
    session_click_count: number
    is_bot_filtered: boolean
    click_hour_of_day: number
  }>(
    'select * from brand_clicks_history where session_id = $1 order by session_click_count offset $2',
    [sessionId, nth],
  )
  return rows[0]
}

describe('POST /rest/v1/visitor_sessions', () => {
  test('a visitor starts a session and cannot read it back', async () => {
    const ip = testIp()
    const client = browser(ip)
    const ids = newVisitor()
    const { error, status } = await client.from('visitor_sessions').insert({
      ...ids,
      entry_page: '/ca',
      first_page_url: 'http://localhost/ca?utm_source=google',
      referrer: 'https://www.google.com/',
      device_type: 'desktop',
      is_mobile: false,
      utm_source: 'google',
      country: '',
      city: '',
      ip_address: '',
    })
    expect(error).toBeNull()
    expect(status).toBe(201)

    const readBack = await client
      .from('visitor_sessions')
      .select('id')
      .eq('session_id', ids.session_id)
    expect(readBack.status).toBe(401)
    expect(readBack.data).toBeNull()

    const row = await storedSession(ids.session_id)
    expect(row).toMatchObject({ user_id: ids.user_id, ip_address: ip, user_agent: BROWSER_UA })
  })

  test('client-sent IP, user agent and session end are ignored', async () => {
    const ip = testIp()
    const ids = newVisitor()
    const { error } = await browser(ip)
      .from('visitor_sessions')
      .insert({
        ...ids,
        ip_address: '8.8.8.8',
        user_agent: 'Forged/1.0',
      })
    expect(error).toBeNull()
    expect(await storedSession(ids.session_id)).toMatchObject({
      ip_address: ip,
      user_agent: BROWSER_UA,
    })

    const withEnd = await browser(ip)
      .from('visitor_sessions')
      .insert({ ...newVisitor(), time_on_site_sec: 9999 } as never)
    expect(withEnd.status).toBe(401)
  })

  test('a malformed session id is refused and a bot session is not stored', async () => {
    // The insert policy checks the id format before the table's CHECK constraint would.
    const bad = await browser()
      .from('visitor_sessions')
      .insert({ session_id: 'x', user_id: visitorId() })
    expect(bad.status).toBe(401)
    expect(bad.error?.code).toBe('42501')
    expect(await storedSession('x')).toBeUndefined()

    const ids = newVisitor()
    const bot = await browser(
      testIp(),
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    )
      .from('visitor_sessions')
      .insert(ids)
    expect(bot.error).toBeNull()
    expect(await storedSession(ids.session_id)).toBeUndefined()
  })

  test('a visitor cannot update a session row directly', async () => {
    const ids = newVisitor()
    const client = browser()
    await client.from('visitor_sessions').insert(ids)
    const update = await client
      .from('visitor_sessions')
      .update({ session_end: new Date().toISOString(), time_on_site_sec: 60 })
      .eq('session_id', ids.session_id)
    expect(update.status).toBe(401)
    expect((await storedSession(ids.session_id))?.time_on_site_sec).toBeNull()
  })
})

describe('POST /rest/v1/rpc/end_visitor_session', () => {
  test('records the end of the visitor’s own session, never shrinking and capped by its age', async () => {
    const ids = newVisitor()
    const client = browser()
    expect((await client.from('visitor_sessions').insert(ids)).error).toBeNull()
    await sql(
      `update visitor_sessions set created_at = now() - interval '60 seconds' where session_id = $1`,
      [ids.session_id],
    )

    const first = await client.rpc('end_visitor_session', {
      p_session_id: ids.session_id,
      p_user_id: ids.user_id,
      p_time_on_site_sec: 30,
    })
    expect(first.error).toBeNull()
    let row = await storedSession(ids.session_id)
    expect(row?.time_on_site_sec).toBe(30)
    expect(row?.session_end).toBeInstanceOf(Date)

    await client.rpc('end_visitor_session', {
      p_session_id: ids.session_id,
      p_user_id: ids.user_id,
      p_time_on_site_sec: 20,
    })
    expect((await storedSession(ids.session_id))?.time_on_site_sec).toBe(30)

    await client.rpc('end_visitor_session', {
      p_session_id: ids.session_id,
      p_user_id: ids.user_id,
      p_time_on_site_sec: 100000,
    })
    row = await storedSession(ids.session_id)
    expect(row?.time_on_site_sec).toBeGreaterThanOrEqual(60)
    expect(row?.time_on_site_sec).toBeLessThanOrEqual(70)
  })

  test('ignores sessions shorter than 5 seconds and another visitor’s session', async () => {
    const ids = newVisitor()
    const client = browser()
    await client.from('visitor_sessions').insert(ids)
    await sql(
      `update visitor_sessions set created_at = now() - interval '60 seconds' where session_id = $1`,
      [ids.session_id],
    )

    const short = await client.rpc('end_visitor_session', {
      p_session_id: ids.session_id,
      p_user_id: ids.user_id,
      p_time_on_site_sec: 4,
    })
    expect(short.error).toBeNull()
    const forged = await browser().rpc('end_visitor_session', {
      p_session_id: ids.session_id,
      p_user_id: visitorId(),
      p_time_on_site_sec: 50,
    })
    expect(forged.error).toBeNull()

    expect(await storedSession(ids.session_id)).toMatchObject({
      session_end: null,
      time_on_site_sec: null,
    })
    const events = await sql<{ applied: boolean }>(
      'select applied from visitor_session_end_events where session_id = $1 order by id',
      [ids.session_id],
    )
    expect(events).toEqual([{ applied: false }, { applied: false }])
  })

  test('refuses a malformed session id', async () => {
    const { status, error } = await browser().rpc('end_visitor_session', {
      p_session_id: 'bad id',
      p_user_id: visitorId(),
      p_time_on_site_sec: 10,
    })
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
    expect(
      await sql(`select 1 from visitor_session_end_events where session_id = 'bad id'`),
    ).toHaveLength(0)
  })
})

describe('POST /rest/v1/brand_clicks_history', () => {
  test('a visitor records a click, cannot read it back, and the server issues its id and fills the authoritative fields', async () => {
    const ip = testIp()
    const client = browser(ip)
    const ids = newVisitor()
    const brand = await activeBrand()
    await client.from('visitor_sessions').insert(ids)
    const clickId = visitorId().replaceAll('-', '')

    const { error, status } = await client.from('brand_clicks_history').insert({
      ...ids,
      brand_id: brand.id,
      click_id: clickId,
      page_url: 'http://localhost/ca',
      referrer: 'https://www.google.com/',
      click_speed_ms: 4000,
      time_on_page_sec: 30,
      // Forged server-side fields: all ignored.
      traffic_quality_score: 100,
      is_suspicious: false,
      quality_flags: [],
      click_time: '2000-01-01T00:00:00Z',
      ip: '8.8.8.8',
      user_agent: 'Forged/1.0',
      click_in_id: null,
      country: '',
      city: '',
    })
    expect(error).toBeNull()
    expect(status).toBe(201)

    const readBack = await client.from('brand_clicks_history').select('id').eq('click_id', clickId)
    expect(readBack.status).toBe(401)

    const session = await storedSession(ids.session_id)
    const row = await storedClick(ids.session_id)
    expect(row!.click_id).toMatch(/^[0-9a-f]{32}$/)
    expect(row!.click_id).not.toBe(clickId)
    expect(row).toMatchObject({
      brand_name: brand.brand_name,
      click_in_id: session!.id,
      is_linked: true,
      ip,
      user_agent: BROWSER_UA,
      traffic_quality_score: 100,
      is_suspicious: false,
      quality_flags: [],
      session_click_count: 1,
      is_bot_filtered: false,
    })
    expect(Math.abs(row!.click_time.getTime() - Date.now())).toBeLessThan(60_000)
    expect(row!.click_hour_of_day).toBe(row!.click_time.getUTCHours())
  })

  test('a client-sent score is replaced by the server’s', async () => {
    const ids = newVisitor()
    const brand = await activeBrand()
    const { error } = await browser()
      .from('brand_clicks_history')
      .insert({
        ...ids,
        brand_id: brand.id,
        click_speed_ms: 120,
        traffic_quality_score: 100,
        is_suspicious: false,
      })
    expect(error).toBeNull()
    expect(await storedClick(ids.session_id)).toMatchObject({
      traffic_quality_score: 50,
      is_suspicious: true,
      quality_flags: ['fast_click', 'no_referrer'],
      is_linked: false,
    })
  })

  test.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
    ['an empty user agent', ''],
  ])('a click from %s is blocked and not recorded', async (_name, userAgent) => {
    const ids = newVisitor()
    const brand = await activeBrand()
    const { error, status } = await browser(testIp(), userAgent)
      .from('brand_clicks_history')
      .insert({ ...ids, brand_id: brand.id })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'P0001', message: 'Traffic blocked by bot filter' })
    expect(await storedClick(ids.session_id)).toBeUndefined()
  })

  test('a click naming another visitor’s session is not linked to it', async () => {
    const victim = newVisitor()
    await browser().from('visitor_sessions').insert(victim)
    const attacker = newVisitor()
    const brand = await activeBrand()
    const forgedSession = await sql<{ id: string }>(
      'select id from visitor_sessions where session_id = $1',
      [victim.session_id],
    )
    const { error } = await browser().from('brand_clicks_history').insert({
      user_id: attacker.user_id,
      session_id: victim.session_id,
      click_in_id: forgedSession[0]!.id,
      is_linked: true,
      brand_id: brand.id,
    })
    expect(error).toBeNull()
    expect(await storedClick(victim.session_id)).toMatchObject({
      click_in_id: null,
      is_linked: false,
    })
  })

  test('counts the session’s clicks server-side and flags many clicks', async () => {
    const ids = newVisitor()
    const client = browser()
    const brand = await activeBrand()
    for (let n = 0; n < 6; n += 1) {
      const { error } = await client.from('brand_clicks_history').insert({
        ...ids,
        brand_id: brand.id,
        session_click_count: 1,
        referrer: 'https://example.com/',
      })
      expect(error).toBeNull()
    }
    const first = await storedClick(ids.session_id, 0)
    const sixth = await storedClick(ids.session_id, 5)
    expect(first).toMatchObject({ session_click_count: 1, quality_flags: [] })
    expect(sixth).toMatchObject({
      session_click_count: 6,
      quality_flags: ['many_session_clicks'],
      traffic_quality_score: 80,
    })
  })

  test('flags more than 60 events a minute from one IP', async () => {
    const ip = testIp()
    const crowd = Array.from({ length: 61 }, () => visitorId())
    createdUsers.push(...crowd)
    await sql(
      `insert into visitor_sessions (session_id, user_id, ip_address)
       select s, s, $2 from unnest($1::text[]) as s`,
      [crowd, ip],
    )
    const ids = newVisitor()
    const brand = await activeBrand()
    const { error } = await browser(ip)
      .from('brand_clicks_history')
      .insert({ ...ids, brand_id: brand.id, referrer: 'https://example.com/' })
    expect(error).toBeNull()
    expect(await storedClick(ids.session_id)).toMatchObject({
      quality_flags: ['ip_rate_exceeded'],
      is_suspicious: true,
    })
  })

  test('keeps the card position the page reports, drops one out of range, and marks the path as client', async () => {
    const brand = await activeBrand()
    const client = browser()
    const placed = newVisitor()
    const outOfRange = newVisitor()
    const inserts = [
      { ...placed, brand_id: brand.id, card_position: 3, click_path: 'redirect' },
      { ...outOfRange, brand_id: brand.id, card_position: 500 },
    ]
    for (const row of inserts) {
      expect((await client.from('brand_clicks_history').insert(row)).error).toBeNull()
    }
    const rows = await sql<{
      session_id: string
      card_position: number | null
      click_path: string
    }>(
      'select session_id, card_position, click_path from brand_clicks_history where session_id = any($1) order by card_position',
      [[placed.session_id, outOfRange.session_id]],
    )
    expect(rows).toEqual([
      { session_id: placed.session_id, card_position: 3, click_path: 'client' },
      { session_id: outOfRange.session_id, card_position: null, click_path: 'client' },
    ])
  })

  test('the server issues every click id: a sent one is never stored, two clicks never share one', async () => {
    const ids = newVisitor()
    const brand = await activeBrand()
    const client = browser()
    const sent = visitorId().replaceAll('-', '')
    for (let n = 0; n < 2; n += 1) {
      const { error } = await client
        .from('brand_clicks_history')
        .insert({ ...ids, brand_id: brand.id, click_id: sent })
      expect(error).toBeNull()
    }
    const stored = await sql<{ click_id: string }>(
      'select click_id from brand_clicks_history where user_id = $1',
      [ids.user_id],
    )
    expect(stored).toHaveLength(2)
    for (const row of stored) expect(row.click_id).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(stored.map((row) => row.click_id)).size).toBe(2)
    expect(stored.map((row) => row.click_id)).not.toContain(sent)
  })

  test('refuses clicks on an inactive brand', async () => {
    const brand = await inactiveBrand()
    const ids = newVisitor()
    const { status, error } = await browser()
      .from('brand_clicks_history')
      .insert({ ...ids, brand_id: brand.id })
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  test('the analyst reads clicks and sessions in the click log', async () => {
    const analyst = await signInAs('analyst')
    const ids = newVisitor()
    const brand = await activeBrand()
    await browser().from('visitor_sessions').insert(ids)
    await browser()
      .from('brand_clicks_history')
      .insert({ ...ids, brand_id: brand.id })
    const { data, error } = await analyst
      .from('brand_clicks_history')
      .select('brand_name, is_linked, visitor_sessions(session_id)')
      .eq('user_id', ids.user_id)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        brand_name: brand.brand_name,
        is_linked: true,
        visitor_sessions: { session_id: ids.session_id },
      },
    ])
  })
})

describe('POST /rest/v1/rpc/calculate_traffic_quality_score', () => {
  const clean = {
    p_ip: '',
    p_user_agent: BROWSER_UA,
    p_click_speed_ms: 5000,
    p_session_click_count: 1,
    p_time_on_page_sec: 30,
    p_referrer: 'https://www.google.com/',
  }

  test.each([
    ['a clean click', {}, { quality_score: 100, is_suspicious: false, quality_flags: [] }],
    [
      'an empty user agent',
      { p_user_agent: '' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['empty_user_agent'] },
    ],
    [
      'Googlebot',
      { p_user_agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ],
    [
      'a script',
      { p_user_agent: 'python-requests/2.31' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ],
    [
      'a non-browser client',
      { p_user_agent: 'node' },
      { quality_score: 70, is_suspicious: false, quality_flags: ['non_browser_user_agent'] },
    ],
    [
      'a click 799 ms after the page view',
      { p_click_speed_ms: 799 },
      { quality_score: 55, is_suspicious: true, quality_flags: ['fast_click'] },
    ],
    [
      'a click 800 ms after the page view',
      { p_click_speed_ms: 800 },
      { quality_score: 100, is_suspicious: false, quality_flags: [] },
    ],
    [
      'the 6th click of a session',
      { p_session_click_count: 6 },
      { quality_score: 80, is_suspicious: false, quality_flags: ['many_session_clicks'] },
    ],
    [
      'the 16th click of a session',
      { p_session_click_count: 16 },
      { quality_score: 60, is_suspicious: false, quality_flags: ['excessive_session_clicks'] },
    ],
    [
      '2 seconds on the page',
      { p_time_on_page_sec: 2 },
      { quality_score: 85, is_suspicious: false, quality_flags: ['short_time_on_page'] },
    ],
    [
      'no referrer',
      { p_referrer: '' },
      { quality_score: 95, is_suspicious: false, quality_flags: ['no_referrer'] },
    ],
    [
      'every penalty at once (never below 1)',
      {
        p_user_agent: 'node',
        p_click_speed_ms: 10,
        p_session_click_count: 40,
        p_time_on_page_sec: 0,
        p_referrer: '',
      },
      {
        quality_score: 1,
        is_suspicious: true,
        quality_flags: [
          'non_browser_user_agent',
          'fast_click',
          'excessive_session_clicks',
          'short_time_on_page',
          'no_referrer',
        ],
      },
    ],
  ])('scores %s', async (_name, overrides, expected) => {
    const { data, error } = await browser().rpc('calculate_traffic_quality_score', {
      ...clean,
      ...overrides,
    })
    expect(error).toBeNull()
    expect(data).toEqual([expected])
  })

  test('falls back to the request’s own user agent when none is given', async () => {
    const { data, error } = await browser(testIp(), 'Mozilla/5.0 (compatible; bingbot/2.0)').rpc(
      'calculate_traffic_quality_score',
      {
        p_ip: '',
        p_click_speed_ms: 5000,
        p_session_click_count: 1,
        p_time_on_page_sec: 30,
        p_referrer: 'x',
      } as never,
    )
    expect(error).toBeNull()
    expect(data).toEqual([
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ])
  })
})
