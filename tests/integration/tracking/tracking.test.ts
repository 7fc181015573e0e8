/**
 * Visitor and click tracking as the public pages send it, through supabase-js (and a beacon's
 * form-encoded POST) as anon against the local stack: the browser's rows go in, never come back
 * out; the server decides id, time, IP, user agent, session link and quality score; bots and
 * automation are refused; the per-IP write limit answers 429 past it and loses nothing under it.
 * The one suite of this contract (the app's tracking code in a tab is tested beside it).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, signInAs, sql, stack, type Client } from '../support/clients.ts'
import { inactiveBrand, visitorId } from '../db/helpers.ts'
import { BROWSER_UA, HEADLESS_UA, seededBrand } from './visitor-browser.ts'

const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

// Addresses from the shared address space (RFC 6598) in 100.65/16, apart from the tab tests'
// 100.64 and the other suites' ranges, so per-IP rules here never see another file's rows. A
// run-specific third byte keeps reruns apart.
const runByte = Math.floor(Math.random() * 256)
let nextHost = 1
function address(): string {
  return `100.65.${runByte}.${nextHost++}`
}

function browser(ip = address(), userAgent = BROWSER_UA): Client {
  return anonClient({ 'User-Agent': userAgent, 'X-Forwarded-For': ip })
}

const users: string[] = []
/** A visitor id and tab session id as the app makes them. */
function visitor() {
  const ids = { user_id: visitorId(), session_id: visitorId() }
  users.push(ids.user_id)
  return ids
}

let brand: { id: string; brand_name: string }

beforeAll(async () => {
  brand = await seededBrand()
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

async function storedSession(sessionId: string) {
  const rows = await sql<{
    id: string
    user_id: string
    ip_address: string | null
    user_agent: string | null
    session_end: Date | null
    time_on_site_sec: number | null
    utm_source: string | null
    country: string | null
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
    social_source: string | null
    msclkid: string | null
    ttclid: string | null
  }>(
    'select * from brand_clicks_history where session_id = $1 order by session_click_count offset $2',
    [sessionId, nth],
  )
  return rows[0]
}

describe('POST /rest/v1/visitor_sessions and /rest/v1/brand_clicks_history', () => {
  test('a visitor records a session and a click, linked, and can read neither back', async () => {
    const ip = address()
    const client = browser(ip)
    const ids = visitor()

    const session = await client.from('visitor_sessions').insert(sessionRow(ids))
    expect(session.error).toBeNull()
    expect(session.status).toBe(201)
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

    const storedSessionRow = await storedSession(ids.session_id)
    expect(storedSessionRow).toMatchObject({
      user_id: ids.user_id,
      ip_address: ip,
      user_agent: BROWSER_UA,
      utm_source: 'newsletter',
      country: 'Canada',
    })
    const row = await storedClick(ids.session_id)
    expect(row).toMatchObject({
      brand_name: brand.brand_name,
      click_in_id: storedSessionRow?.id,
      is_linked: true,
      ip,
      user_agent: BROWSER_UA,
      traffic_quality_score: 100,
      is_suspicious: false,
      quality_flags: [],
      session_click_count: 1,
      is_bot_filtered: false,
      social_source: 'Facebook',
      msclkid: 'ms-1',
      ttclid: 'tt-1',
    })
    expect(Math.abs(row!.click_time.getTime() - Date.now())).toBeLessThan(60_000)
    expect(row!.click_hour_of_day).toBe(row!.click_time.getUTCHours())
  })
})

describe('POST /rest/v1/visitor_sessions', () => {
  test('client-sent IP, user agent and session end are ignored', async () => {
    const ip = address()
    const ids = visitor()
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
      .insert({ ...visitor(), time_on_site_sec: 9999 } as never)
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

    const ids = visitor()
    const bot = await browser(address(), GOOGLEBOT_UA).from('visitor_sessions').insert(ids)
    expect(bot.error).toBeNull()
    expect(await storedSession(ids.session_id)).toBeUndefined()
  })

  test('a visitor cannot update a session row directly', async () => {
    const ids = visitor()
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

describe('POST /rest/v1/brand_clicks_history', () => {
  test('a client-sent score, time, address, user agent, brand name, click id and session link are the server’s', async () => {
    const ip = address()
    const client = browser(ip)
    const ids = visitor()
    expect((await client.from('visitor_sessions').insert(sessionRow(ids))).error).toBeNull()
    const before = Date.now()
    const { error } = await client.from('brand_clicks_history').insert({
      ...clickRow(ids),
      traffic_quality_score: 3,
      is_suspicious: true,
      quality_flags: ['forged'],
      click_time: '2001-01-01T00:00:00Z',
      ip: '8.8.8.8',
      user_agent: 'Forged/1.0',
      brand_name: 'Forged brand',
      click_id: 'forged-click-id',
      click_in_id: null,
      click_speed_ms: 300,
    })
    expect(error).toBeNull()
    const row = await storedClick(ids.session_id)
    expect(row).toMatchObject({
      ip,
      user_agent: BROWSER_UA,
      brand_name: brand.brand_name,
      click_in_id: (await storedSession(ids.session_id))?.id,
      is_linked: true,
      traffic_quality_score: 55,
      is_suspicious: true,
      quality_flags: ['fast_click'],
    })
    expect(row!.click_id).not.toBe('forged-click-id')
    expect(row!.click_time.getTime()).toBeGreaterThanOrEqual(before - 2000)
    expect(Math.abs(row!.click_time.getTime() - Date.now())).toBeLessThan(60_000)
  })

  test('a client-sent clean score is replaced by the server’s', async () => {
    const ids = visitor()
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
    ['Googlebot', GOOGLEBOT_UA],
    ['headless Chromium', HEADLESS_UA],
    ['curl', 'curl/8.5.0'],
    ['an empty user agent', ''],
  ])('a click from %s is blocked and not recorded', async (_name, userAgent) => {
    const ids = visitor()
    const { error, status } = await browser(address(), userAgent)
      .from('brand_clicks_history')
      .insert(clickRow(ids))
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'P0001', message: 'Traffic blocked by bot filter' })
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

  test('a click for an unknown session, or naming another visitor’s, is not linked', async () => {
    const client = browser()
    const owner = visitor()
    expect((await client.from('visitor_sessions').insert(sessionRow(owner))).error).toBeNull()

    const unknown = visitor()
    expect((await client.from('brand_clicks_history').insert(clickRow(unknown))).error).toBeNull()
    expect(await storedClick(unknown.session_id)).toMatchObject({
      click_in_id: null,
      is_linked: false,
    })

    // The owner's session, by session_id and by its row id, with someone else's user_id.
    const ownerSession = await storedSession(owner.session_id)
    const intruder = { user_id: visitor().user_id, session_id: owner.session_id }
    const forged = await client.from('brand_clicks_history').insert({
      ...clickRow(intruder),
      click_in_id: ownerSession!.id,
      is_linked: true,
    })
    expect(forged.error).toBeNull()
    expect(await storedClick(owner.session_id)).toMatchObject({
      click_in_id: null,
      is_linked: false,
    })
  })

  test('counts the session’s clicks server-side and flags many clicks', async () => {
    const ids = visitor()
    const client = browser()
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
    const ip = address()
    const crowd = Array.from({ length: 61 }, () => visitorId())
    users.push(...crowd)
    await sql(
      `insert into visitor_sessions (session_id, user_id, ip_address)
       select s, s, $2 from unnest($1::text[]) as s`,
      [crowd, ip],
    )
    const ids = visitor()
    const { error } = await browser(ip)
      .from('brand_clicks_history')
      .insert({ ...ids, brand_id: brand.id, referrer: 'https://example.com/' })
    expect(error).toBeNull()
    expect(await storedClick(ids.session_id)).toMatchObject({
      quality_flags: ['ip_rate_exceeded'],
      is_suspicious: true,
    })
  })

  test('more than 20 clicks from one IP in an hour are flagged many_ip_clicks', async () => {
    const ip = address()
    await sql(
      `insert into brand_clicks_history (brand_id, user_id, session_id, ip, user_agent, referrer, click_speed_ms)
       select $1, 'seed-' || g || $3, 'seed-' || g || $3, $2, $4, 'https://example.com/', 5000
       from generate_series(1, 21) as g`,
      [brand.id, ip, visitorId().slice(0, 8), BROWSER_UA],
    )
    const ids = visitor()
    expect((await browser(ip).from('brand_clicks_history').insert(clickRow(ids))).error).toBeNull()
    expect(await storedClick(ids.session_id)).toMatchObject({
      traffic_quality_score: 75,
      quality_flags: ['many_ip_clicks'],
    })
    await sql('delete from brand_clicks_history where ip = $1', [ip])
  })

  test('keeps the card position the page reports, drops one out of range, and marks the path as client', async () => {
    const client = browser()
    const placed = visitor()
    const outOfRange = visitor()
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
    const ids = visitor()
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
    const inactive = await inactiveBrand()
    const ids = visitor()
    const { status, error } = await browser()
      .from('brand_clicks_history')
      .insert({ ...ids, brand_id: inactive.id })
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  test('the analyst reads clicks and sessions in the click log', async () => {
    const analyst = await signInAs('analyst')
    const ids = visitor()
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

describe('POST /rest/v1/rpc/end_visitor_session', () => {
  /** A recorded session whose row says it began `seconds` ago (the server caps the time on site by it). */
  async function sessionStarted(client: Client, seconds: number) {
    const ids = visitor()
    expect((await client.from('visitor_sessions').insert(ids)).error).toBeNull()
    await sql(
      `update visitor_sessions set created_at = now() - make_interval(secs => $2) where session_id = $1`,
      [ids.session_id, seconds],
    )
    return ids
  }

  test('records the end of the visitor’s own session, never shrinking and capped by its age', async () => {
    const client = browser()
    const ids = await sessionStarted(client, 60)

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
    const client = browser()
    const ids = await sessionStarted(client, 60)

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

  test('as a beacon sends it: records session_end and time_on_site_sec from 5 s on, nothing below', async () => {
    async function beacon(
      ip: string,
      ids: { user_id: string; session_id: string },
      seconds: number,
    ) {
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

    const ip = address()
    const short = await sessionStarted(browser(ip), 30)
    const long = await sessionStarted(browser(ip), 30)
    expect(await beacon(ip, short, 4)).toBe(204)
    expect(await beacon(ip, long, 6)).toBe(204)
    expect(await storedSession(short.session_id)).toMatchObject({
      session_end: null,
      time_on_site_sec: null,
    })
    const recorded = await storedSession(long.session_id)
    expect(recorded?.time_on_site_sec).toBe(6)
    expect(recorded?.session_end).toBeInstanceOf(Date)
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
      'a blank user agent',
      { p_user_agent: ' ' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['empty_user_agent'] },
    ],
    [
      'Googlebot',
      { p_user_agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ],
    [
      'headless Chromium',
      { p_user_agent: HEADLESS_UA },
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ],
    [
      'a script',
      { p_user_agent: 'python-requests/2.31' },
      { quality_score: 0, is_suspicious: true, quality_flags: ['bot_user_agent'] },
    ],
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
    } as never)
    expect(error).toBeNull()
    expect(data).toEqual([expected])
  })

  test('falls back to the request’s own user agent when none is given', async () => {
    const { data, error } = await browser(address(), 'Mozilla/5.0 (compatible; bingbot/2.0)').rpc(
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

  test('a click through record_click() is counted on the click table itself, not by a counter row', async () => {
    const ip = address()
    const client = browser(ip)
    // 99 clicks from the address in the last 5 minutes (another visitor's).
    await sql(
      `insert into brand_clicks_history (brand_id, user_id, session_id, ip, user_agent, click_time)
       select $1, 'earlier-visitor', 'earlier-session-' || n, $2, $3, now() - interval '4 minutes'
         from generate_series(1, 99) as n`,
      [brand.id, ip, BROWSER_UA],
    )
    const hundredth = visitor()
    const stored = await client.rpc('record_click', { p_click: clickRow(hundredth) })
    expect(stored.status).toBe(200)
    const over = visitor()
    const refused = await client.rpc('record_click', { p_click: clickRow(over) })
    expect(refused.status).toBe(429)
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Too many requests from this address: at most 100 writes in 5 minutes.',
    })
    expect(
      await sql(
        `select user_id, quality_flags @> '{ip_rate_exceeded}' as flagged
           from brand_clicks_history where user_id = any($1)`,
        [[hundredth.user_id, over.user_id]],
      ),
    ).toEqual([{ user_id: hundredth.user_id, flagged: true }])
    expect(await sql('select 1 from request_guard.anon_write_counts where ip = $1', [ip])).toEqual(
      [],
    )
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
