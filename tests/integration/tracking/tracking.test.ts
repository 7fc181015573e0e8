/**
 * Visitor and click tracking as the public pages send it, through supabase-js
 * against the local stack: the browser's rows go in, never come back out; the
 * server decides score, time, IP and session link; bots and automation are
 * refused; the per-IP write limit answers 429 past it and loses nothing under it.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, sql, stack, type Client } from '../support/clients.ts'

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36'

// Addresses from the shared address space (RFC 6598), apart from the other suites' ranges,
// so per-IP rules here never see another file's rows. A run-specific third byte keeps reruns apart.
const runByte = Math.floor(Math.random() * 200) + 20
let nextHost = 1
function address(): string {
  return `100.64.${runByte}.${nextHost++}`
}

function browser(ip = address(), userAgent = BROWSER_UA): Client {
  return anonClient({ 'User-Agent': userAgent, 'X-Forwarded-For': ip })
}

const users: string[] = []
function visitor() {
  const ids = {
    user_id: `t-${randomUUID().slice(0, 18)}`,
    session_id: `s-${randomUUID().slice(0, 18)}`,
  }
  users.push(ids.user_id)
  return ids
}

let brand: { id: string; brand_name: string }

beforeAll(async () => {
  const [row] = await sql<{ id: string; brand_name: string }>(
    'select id, brand_name from brands where is_active order by sort_order, brand_slug limit 1',
  )
  if (!row) throw new Error('the seed has no active brand')
  brand = row
})

afterAll(async () => {
  await sql('delete from brand_clicks_history where user_id = any($1)', [users])
  await sql('delete from visitor_session_end_events where user_id = any($1)', [users])
  await sql('delete from visitor_sessions where user_id = any($1)', [users])
})

/** A session row as the session tracker builds it. */
function sessionRow(ids: { user_id: string; session_id: string }) {
  return {
    ...ids,
    entry_page: '/ca',
    first_page_url:
      'http://127.0.0.1/ca?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    referrer: 'https://www.facebook.com/',
    device_type: 'desktop',
    is_mobile: false,
    browser: 'Chrome',
    browser_version: '131.0.0.0',
    os: 'Windows',
    os_version: '10',
    screen_resolution: '1920x1080',
    language: 'en-CA',
    user_agent: BROWSER_UA,
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: 'fb-1',
    country: 'Canada',
    city: 'Toronto',
    ip_address: '8.8.4.4',
  }
}

/** A click row as the click tracker builds it. */
function clickRow(ids: { user_id: string; session_id: string }) {
  return {
    ...ids,
    brand_id: brand.id,
    brand_name: brand.brand_name,
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    screen_resolution: '1920x1080',
    is_mobile: false,
    language: 'en-CA',
    user_agent: BROWSER_UA,
    referrer: 'https://www.facebook.com/',
    source: 'newsletter',
    medium: 'email',
    campaign: 'spring',
    msclkid: 'ms-1',
    ttclid: 'tt-1',
    social_source: 'Facebook',
    page_url: 'http://127.0.0.1/ca',
    load_time_ms: 420,
    time_on_page_sec: 12,
    scroll_depth: 40,
    click_speed_ms: 12_000,
    session_click_count: 1,
    hour_of_day: 14,
    day_of_week: 3,
    traffic_quality_score: 100,
    is_suspicious: false,
    quality_flags: [] as string[],
  }
}

/** The click of a tab session (each test's visitor clicks once; the server issues the click id). */
async function storedClick(sessionId: string) {
  const rows = await sql<{
    click_in_id: string | null
    is_linked: boolean
    click_time: Date
    ip: string | null
    user_agent: string | null
    traffic_quality_score: number
    is_suspicious: boolean
    quality_flags: string[]
    social_source: string | null
    msclkid: string | null
    ttclid: string | null
    is_webdriver: boolean | null
  }>('select * from brand_clicks_history where session_id = $1', [sessionId])
  return rows[0]
}

describe('POST /rest/v1/visitor_sessions and /rest/v1/brand_clicks_history', () => {
  test('a visitor records a session and a click, linked, and can read neither back', async () => {
    const ip = address()
    const client = browser(ip)
    const ids = visitor()

    const session = await client.from('visitor_sessions').insert(sessionRow(ids))
    expect(session.error).toBeNull()
    const click = await client.from('brand_clicks_history').insert(clickRow(ids))
    expect(click.error).toBeNull()
    expect(click.status).toBe(201)

    const sessions = await client
      .from('visitor_sessions')
      .select('*')
      .eq('session_id', ids.session_id)
    expect(sessions.data).toBeNull()
    expect(sessions.status).toBe(401)
    const clicks = await client
      .from('brand_clicks_history')
      .select('*')
      .eq('session_id', ids.session_id)
    expect(clicks.data).toBeNull()
    expect(clicks.status).toBe(401)

    const [sessionId] = await sql<{
      id: string
      ip_address: string
      utm_source: string
      country: string
    }>('select id, ip_address, utm_source, country from visitor_sessions where session_id = $1', [
      ids.session_id,
    ])
    expect(sessionId).toMatchObject({ ip_address: ip, utm_source: 'newsletter', country: 'Canada' })
    expect(await storedClick(ids.session_id)).toMatchObject({
      click_in_id: sessionId?.id,
      is_linked: true,
      ip,
      user_agent: BROWSER_UA,
      traffic_quality_score: 100,
      quality_flags: [],
      social_source: 'Facebook',
      msclkid: 'ms-1',
      ttclid: 'tt-1',
    })
  })

  test('a client-sent traffic_quality_score, click_time and ip are ignored', async () => {
    const ip = address()
    const ids = visitor()
    const before = Date.now()
    const { error } = await browser(ip)
      .from('brand_clicks_history')
      .insert({
        ...clickRow(ids),
        traffic_quality_score: 3,
        is_suspicious: true,
        quality_flags: ['forged'],
        click_time: '2001-01-01T00:00:00Z',
        ip: '8.8.8.8',
        click_speed_ms: 300,
      })
    expect(error).toBeNull()
    const row = await storedClick(ids.session_id)
    expect(row).toMatchObject({
      ip,
      traffic_quality_score: 55,
      is_suspicious: true,
      quality_flags: ['fast_click'],
    })
    expect(row!.click_time.getTime()).toBeGreaterThanOrEqual(before - 2000)
  })

  test.each([
    [
      'a bot user agent',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['headless Chromium', HEADLESS_UA],
    ['an empty user agent', ''],
  ])('%s is blocked: no click row', async (_name, userAgent) => {
    const ids = visitor()
    const { error } = await browser(address(), userAgent)
      .from('brand_clicks_history')
      .insert(clickRow(ids))
    expect(error?.message).toBe('Traffic blocked by bot filter')
    expect(await storedClick(ids.session_id)).toBeUndefined()
  })

  test('a browser driven by automation (navigator.webdriver) is blocked: no click row', async () => {
    const ids = visitor()
    const { error } = await browser()
      .from('brand_clicks_history')
      .insert({ ...clickRow(ids), is_webdriver: true })
    expect(error?.message).toBe('Traffic blocked by bot filter')
    expect(error?.details).toBe('quality_flags: webdriver')
    expect(await storedClick(ids.session_id)).toBeUndefined()
  })

  test('a click for an unknown session_id, or another visitor’s, stores no click_in_id', async () => {
    const client = browser()
    const owner = visitor()
    expect((await client.from('visitor_sessions').insert(sessionRow(owner))).error).toBeNull()

    const unknown = visitor()
    expect((await client.from('brand_clicks_history').insert(clickRow(unknown))).error).toBeNull()
    expect(await storedClick(unknown.session_id)).toMatchObject({
      click_in_id: null,
      is_linked: false,
    })

    // The owner's session_id with someone else's user_id: a forged link.
    const intruder = { user_id: visitor().user_id, session_id: owner.session_id }
    expect((await client.from('brand_clicks_history').insert(clickRow(intruder))).error).toBeNull()
    expect(await storedClick(owner.session_id)).toMatchObject({
      click_in_id: null,
      is_linked: false,
    })
  })

  test('more than 20 clicks from one IP in an hour are flagged many_ip_clicks', async () => {
    const ip = address()
    await sql(
      `insert into brand_clicks_history (brand_id, user_id, session_id, ip, user_agent, referrer, click_speed_ms)
       select $1, 'seed-' || g || $3, 'seed-' || g || $3, $2, $4, 'https://example.com/', 5000
       from generate_series(1, 21) as g`,
      [brand.id, ip, randomUUID().slice(0, 8), BROWSER_UA],
    )
    const ids = visitor()
    expect((await browser(ip).from('brand_clicks_history').insert(clickRow(ids))).error).toBeNull()
    expect(await storedClick(ids.session_id)).toMatchObject({
      traffic_quality_score: 75,
      quality_flags: ['many_ip_clicks'],
    })
    await sql('delete from brand_clicks_history where ip = $1', [ip])
  })
})

describe('POST /rest/v1/rpc/calculate_traffic_quality_score', () => {
  const clean = {
    p_user_agent: BROWSER_UA,
    p_click_speed_ms: 5000,
    p_session_click_count: 1,
    p_time_on_page_sec: 30,
    p_referrer: 'https://www.google.com/',
  }

  test.each([
    ['a clean click', {}, { quality_score: 100, is_suspicious: false, quality_flags: [] }],
    [
      'navigator.webdriver',
      { p_webdriver: true },
      { quality_score: 0, is_suspicious: true, quality_flags: ['webdriver'] },
    ],
    [
      'no webdriver report',
      { p_webdriver: false },
      { quality_score: 100, is_suspicious: false, quality_flags: [] },
    ],
    [
      'headless Chromium',
      { p_user_agent: HEADLESS_UA },
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ],
    [
      'an empty user agent',
      { p_user_agent: ' ' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['empty_user_agent'] },
    ],
    [
      'a click at 799 ms',
      { p_click_speed_ms: 799 },
      { quality_score: 55, is_suspicious: true, quality_flags: ['fast_click'] },
    ],
    [
      'a click at 800 ms',
      { p_click_speed_ms: 800 },
      { quality_score: 100, is_suspicious: false, quality_flags: [] },
    ],
    [
      'no referrer',
      { p_referrer: '' },
      { quality_score: 95, is_suspicious: false, quality_flags: ['no_referrer'] },
    ],
    [
      '20 clicks from the IP',
      { p_recent_ip_clicks: 20 },
      { quality_score: 100, is_suspicious: false, quality_flags: [] },
    ],
    [
      '21 clicks from the IP',
      { p_recent_ip_clicks: 21 },
      { quality_score: 75, is_suspicious: false, quality_flags: ['many_ip_clicks'] },
    ],
    [
      '61 events a minute and many IP clicks',
      { p_recent_ip_events: 61, p_recent_ip_clicks: 50 },
      {
        quality_score: 30,
        is_suspicious: true,
        quality_flags: ['ip_rate_exceeded', 'many_ip_clicks'],
      },
    ],
  ])('scores %s', async (_name, overrides, expected) => {
    const { data, error } = await browser().rpc('calculate_traffic_quality_score', {
      ...clean,
      ...overrides,
    } as never)
    expect(error).toBeNull()
    expect(data).toEqual([expected])
  })
})

describe('POST /rest/v1/rpc/end_visitor_session as a beacon sends it', () => {
  async function beacon(ip: string, ids: { user_id: string; session_id: string }, seconds: number) {
    // navigator.sendBeacon with URLSearchParams: form-encoded, the key in the query, no custom headers.
    const response = await fetch(
      `${stack.url}/rest/v1/rpc/end_visitor_session?apikey=${stack.anonKey}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          'user-agent': BROWSER_UA,
          'x-forwarded-for': ip,
        },
        body: new URLSearchParams({
          p_session_id: ids.session_id,
          p_user_id: ids.user_id,
          p_time_on_site_sec: String(seconds),
        }),
      },
    )
    return response.status
  }

  test('records session_end and time_on_site_sec from 5 s on, nothing below', async () => {
    const ip = address()
    const short = visitor()
    const long = visitor()
    for (const ids of [short, long]) {
      expect((await browser(ip).from('visitor_sessions').insert(sessionRow(ids))).error).toBeNull()
    }
    await sql(
      `update visitor_sessions set created_at = now() - interval '30 seconds' where user_id = any($1)`,
      [[short.user_id, long.user_id]],
    )
    expect(await beacon(ip, short, 4)).toBe(204)
    expect(await beacon(ip, long, 6)).toBe(204)
    const rows = await sql<{
      user_id: string
      session_end: Date | null
      time_on_site_sec: number | null
    }>(
      'select user_id, session_end, time_on_site_sec from visitor_sessions where user_id = any($1)',
      [[short.user_id, long.user_id]],
    )
    expect(rows.find((r) => r.user_id === short.user_id)).toMatchObject({
      session_end: null,
      time_on_site_sec: null,
    })
    const recorded = rows.find((r) => r.user_id === long.user_id)
    expect(recorded?.time_on_site_sec).toBe(6)
    expect(recorded?.session_end).toBeInstanceOf(Date)
  })
})

describe('per-IP limit on anonymous writes (db-pre-request)', () => {
  test('past 100 writes in 5 minutes an address gets 429, loses nothing under it, and others are untouched', async () => {
    const flooder = address()
    const flood = browser(flooder)
    const floodUser = visitor()
    const bystanders = Array.from({ length: 10 }, () => ({ ip: address(), ids: visitor() }))

    // The flood and ordinary visitors at the same time.
    const floodStatuses: number[] = []
    const floodRun = (async () => {
      for (let i = 0; i < 110; i++) {
        const { status } = await flood
          .from('visitor_sessions')
          .insert({ user_id: floodUser.user_id, session_id: `flood-${i}-${floodUser.session_id}` })
        floodStatuses.push(status)
      }
    })()
    const visitorRuns = bystanders.map(async ({ ip, ids }) => {
      const client = browser(ip)
      const errors = [(await client.from('visitor_sessions').insert(sessionRow(ids))).error]
      for (let c = 0; c < 5; c++) {
        errors.push((await client.from('brand_clicks_history').insert(clickRow(ids))).error)
      }
      return errors.filter(Boolean)
    })
    const [, ...visitorErrors] = await Promise.all([floodRun, ...visitorRuns])

    expect(floodStatuses.slice(0, 100)).toEqual(Array(100).fill(201))
    expect(floodStatuses.slice(100)).toEqual(Array(10).fill(429))
    const [flooded] = await sql<{ n: number }>(
      'select count(*)::int as n from visitor_sessions where user_id = $1',
      [floodUser.user_id],
    )
    expect(flooded?.n).toBe(100)

    expect(visitorErrors.flat()).toEqual([])
    const [counts] = await sql<{ sessions: number; clicks: number }>(
      `select (select count(*)::int from visitor_sessions where user_id = any($1)) as sessions,
              (select count(*)::int from brand_clicks_history where user_id = any($1)) as clicks`,
      [bystanders.map((b) => b.ids.user_id)],
    )
    expect(counts).toEqual({ sessions: 10, clicks: 50 })
  })

  test('the 429 names the limit; reads and the score stay available to the limited address', async () => {
    const ip = address()
    await sql(
      `insert into request_guard.anon_write_counts (ip, window_start, writes) values ($1, date_trunc('minute', now()), 100)`,
      [ip],
    )
    const client = browser(ip)
    const refused = await client.from('visitor_sessions').insert(visitor())
    expect(refused.status).toBe(429)
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many requests from this address: at most 100 writes in 5 minutes.',
    })
    const read = await client.from('brands').select('id').limit(1)
    expect(read.status).toBe(200)
    const score = await client.rpc('calculate_traffic_quality_score', { p_user_agent: BROWSER_UA })
    expect(score.status).toBe(200)
  })

  test('a refused write changes nothing and does not count against the address', async () => {
    const ip = address()
    await sql(
      `insert into request_guard.anon_write_counts (ip, window_start, writes) values ($1, date_trunc('minute', now()), 99)`,
      [ip],
    )
    const client = browser(ip)
    const last = visitor()
    expect((await client.from('visitor_sessions').insert(last)).status).toBe(201)
    const over = visitor()
    expect((await client.from('visitor_sessions').insert(over)).status).toBe(429)
    const [row] = await sql<{ writes: number }>(
      'select sum(writes)::int as writes from request_guard.anon_write_counts where ip = $1',
      [ip],
    )
    expect(row?.writes).toBe(100)
    expect(await sql('select 1 from visitor_sessions where user_id = $1', [over.user_id])).toEqual(
      [],
    )
  })
})
