/**
 * The /go/{brand-slug} redirect against the local stack: a 302 to the destination carrying
 * a fresh click id at once, and the click recorded server-side in the background (score
 * from the request's own IP, user agent and referrer; click_path 'redirect'; the card
 * position; the issue time); a bot is not recorded but still redirected; unknown and
 * inactive brands get a 404 page. The redirect never waits for the database: with the
 * clicks table locked it answers within 300 ms and the click lands once after the lock;
 * a brand read from its cache needs no database at all, also once its entry has expired
 * (served at once while the list of active brands is read again); a brand switched off stops
 * being served within seconds. Clicks arriving together are recorded in a few inserts of an
 * array (rows sharing a transaction id), idempotent on click_id; a bot's row in a batch does
 * not keep the others out. The visitor's address is the one
 * the gateway appended (a forged X-Forwarded-For entry, or a visitor-address header
 * without the proxy's secret, is ignored).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PostgrestClient } from '@supabase/postgrest-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_GO_PROXY_SECRET, proxyRequest } from '../../../scripts/proxy-request.ts'
import { goFunctionUrl } from '../../../scripts/static-host.ts'
import { newId } from '../../../supabase/functions/_shared/ids.ts'
import {
  ClickBatcher,
  insertClicksWith,
  type InsertAnswer,
} from '../../../supabase/functions/go/record-click.ts'
import { randomAddress, sql, stack } from '../support/clients.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const run = randomUUID().replaceAll('-', '').slice(0, 10)
const slug = (name: string) => `go-${name}-${run}`

type ClickRow = {
  id: string
  click_id: string
  click_time: Date
  brand_name: string | null
  click_path: string
  card_position: number | null
  ip: string | null
  user_agent: string | null
  referrer: string | null
  browser: string | null
  device_type: string | null
  language: string | null
  traffic_quality_score: number
  quality_flags: string[]
  is_linked: boolean
  click_in_id: string | null
  user_id: string
}

function go(
  path: string,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${stack.url}/functions/v1/go/${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'user-agent': CHROME, 'x-forwarded-for': randomAddress(), ...headers },
  })
}

const clicksOf = (brand: string) =>
  sql<ClickRow>(
    `select c.* from brand_clicks_history c join brands b on b.id = c.brand_id
      where b.brand_slug = $1 order by c.click_time`,
    [slug(brand)],
  )

const clickById = async (clickId: string) =>
  (await sql<ClickRow>('select * from brand_clicks_history where click_id = $1', [clickId]))[0]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The click row once the background recording has written it (polled up to `timeoutMs`). */
async function recorded(clickId: string, timeoutMs = 5_000): Promise<ClickRow> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const row = await clickById(clickId)
    if (row) return row
    if (Date.now() > deadline) throw new Error(`click ${clickId} was not recorded`)
    await sleep(50)
  }
}

/** Holds a lock in a transaction of its own connection until release(). */
async function lockTable(table: string) {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  await client.query('begin')
  await client.query(`lock table ${table} in access exclusive mode`)
  return {
    release: async () => {
      await client.query('commit')
      await client.end()
    },
  }
}

/** The click id a 302 carries in the parameter `param` of its Location. */
function clickIdIn(response: Response, param: string): string {
  const location = response.headers.get('location')
  expect(location).toBeTruthy()
  return new URL(location!).searchParams.get(param) ?? ''
}

beforeAll(async () => {
  const brands: [string, string, string | null, boolean][] = [
    ['placeholder', 'https://casino.example.com/join?ref=7&cid={click_id}', null, true],
    ['subid', 'https://casino.example.net/welcome?aff=3', 'sub1', true],
    ['inactive', 'https://casino.example.org/', null, false],
    ['locked', 'https://casino.example.com/locked?cid={click_id}', null, true],
    ['cached', 'https://casino.example.com/cached?cid={click_id}', null, true],
    ['stale', 'https://casino.example.com/stale?cid={click_id}', null, true],
    ['switch', 'https://casino.example.com/switch?cid={click_id}', null, true],
    ['burst', 'https://casino.example.com/burst?cid={click_id}', null, true],
    ['batch', 'https://casino.example.com/batch?cid={click_id}', null, true],
    ['address', 'https://casino.example.com/address?cid={click_id}', null, true],
  ]
  for (const [name, destination, subid, active] of brands) {
    await sql(
      `insert into brands (country_id, brand_name, brand_slug, destination_url, subid_param, is_active)
       select country_id, $1, $1, $2, $3, $4 from brands limit 1`,
      [slug(name), destination, subid, active],
    )
  }
})

afterAll(async () => {
  await sql(`delete from brand_clicks_history where brand_name like $1`, [`go-%-${run}`])
  await sql(`delete from visitor_sessions where user_id like $1`, [`%${run}`])
  await sql(`delete from brands where brand_slug like $1`, [`go-%-${run}`])
})

describe('GET /functions/v1/go/{brand-slug}', () => {
  test('records one click server-side and answers 302 with the click id in the placeholder', async () => {
    const ip = randomAddress()
    const response = await go(`${slug('placeholder')}?pos=3`, {
      'x-forwarded-for': ip,
      referer: 'https://site.example/ca',
      'accept-language': 'fr-CA,fr;q=0.9',
    })
    expect(response.status).toBe(302)
    const clickId = clickIdIn(response, 'cid')
    expect(clickId).toMatch(/^[a-f0-9]{32}$/)
    expect(response.headers.get('location')).toBe(
      `https://casino.example.com/join?ref=7&cid=${clickId}`,
    )

    await recorded(clickId)
    const clicks = await clicksOf('placeholder')
    expect(clicks).toHaveLength(1)
    expect(clicks[0]).toMatchObject({
      click_id: clickId,
      brand_name: slug('placeholder'),
      click_path: 'redirect',
      card_position: 3,
      ip,
      user_agent: CHROME,
      referrer: 'https://site.example/ca',
      browser: 'Chrome',
      device_type: 'desktop',
      language: 'fr-CA',
      is_linked: false,
    })
    // Computed by the trigger from what the request said (a referrer: no 'no_referrer').
    expect(clicks[0]!.traffic_quality_score).toBe(100)
    expect(clicks[0]!.quality_flags).toEqual([])
  })

  test("places the click id in the brand's sub-id parameter; a missing referrer counts", async () => {
    const response = await go(slug('subid'))
    expect(response.status).toBe(302)
    const clickId = clickIdIn(response, 'sub1')
    expect(new URL(response.headers.get('location')!).searchParams.get('aff')).toBe('3')
    const click = await recorded(clickId)
    expect(click).toMatchObject({ click_id: clickId, card_position: null, click_path: 'redirect' })
    expect(click!.quality_flags).toEqual(['no_referrer'])
    expect(click!.traffic_quality_score).toBe(95)
  })

  test('says no-store and noindex', async () => {
    const redirect = await go(slug('subid'))
    for (const response of [redirect, await go(slug('nothing'))]) {
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }
    await recorded(clickIdIn(redirect, 'sub1'))
  })

  test('a bot user agent records nothing and is still redirected', async () => {
    const before = (await clicksOf('placeholder')).length
    const ids: string[] = []
    for (const userAgent of [GOOGLEBOT, '']) {
      const response = await go(slug('placeholder'), { 'user-agent': userAgent })
      expect(response.status).toBe(302)
      ids.push(clickIdIn(response, 'cid'))
    }
    expect(ids).toEqual([expect.stringMatching(/^[a-f0-9]{32}$/), expect.any(String)])
    // A human click sent after them is recorded, so the bots' recordings have run by then.
    const human = clickIdIn(await go(slug('placeholder')), 'cid')
    await recorded(human)
    await sleep(300)
    expect(await clicksOf('placeholder')).toHaveLength(before + 1)
    expect(await sql('select 1 from brand_clicks_history where click_id = any($1)', [ids])).toEqual(
      [],
    )
  })

  test.each([
    ['an unknown brand', () => slug('nothing')],
    ['an inactive brand', () => slug('inactive')],
    ['a malformed slug', () => 'Not%20A%20Slug'],
    ['no slug', () => ''],
  ])('refuses %s with a small 404 page', async (_, path) => {
    const response = await go(path())
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('Offer not found')
    expect(response.headers.get('location')).toBeNull()
  })

  test('links the session only when uid and sid name the same visitor session', async () => {
    const [uid, sid, otherUid] = [`u1${run}`, `s1${run}`, `u2${run}`]
    await sql('insert into visitor_sessions (session_id, user_id) values ($1, $2)', [sid, uid])
    for (const query of [`uid=${uid}&sid=${sid}&pos=1`, `uid=${otherUid}&sid=${sid}`, `uid=${uid}`])
      await recorded(clickIdIn(await go(`${slug('subid')}?${query}`), 'sub1'))
    const [session] = await sql<{ id: string }>(
      'select id from visitor_sessions where session_id = $1',
      [sid],
    )
    const clicks = (await clicksOf('subid')).filter((click) => click.user_id.endsWith(run))
    expect(clicks.map((click) => [click.user_id, click.is_linked, click.click_in_id])).toEqual([
      [uid, true, session!.id],
      [otherUid, false, null],
    ])
  })

  test('drops parameters that fail their checks and still records the click', async () => {
    const before = (await clicksOf('placeholder')).length
    const response = await go(`${slug('placeholder')}?pos=0&uid=x&sid=${'s'.repeat(65)}`, {
      'x-forwarded-for': 'not-an-ip',
      referer: 'javascript:alert(1)',
    })
    expect(response.status).toBe(302)
    const click = await recorded(clickIdIn(response, 'cid'))
    expect(await clicksOf('placeholder')).toHaveLength(before + 1)
    expect(click).toMatchObject({ card_position: null, referrer: null })
    expect(click.user_id).toMatch(/^[a-f0-9]{32}$/)
  })

  test('answers only GET', async () => {
    const response = await go(slug('placeholder'), {}, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})

describe('the redirect never waits for the database', () => {
  test('with the clicks table locked it answers 302 within 300 ms; the click lands once, after the lock', async () => {
    // The function module is loaded and the brand cached by an earlier request.
    await recorded(clickIdIn(await go(slug('locked')), 'cid'))
    const ip = randomAddress()
    const lock = await lockTable('public.brand_clicks_history')
    let clickId: string
    let released: number
    try {
      const started = performance.now()
      const response = await go(`${slug('locked')}?pos=2`, { 'x-forwarded-for': ip })
      const elapsed = performance.now() - started
      expect(response.status).toBe(302)
      expect(elapsed).toBeLessThan(300)
      clickId = clickIdIn(response, 'cid')
      await sleep(10_000 - elapsed)
    } finally {
      released = Date.now()
      await lock.release()
    }
    const click = await recorded(clickId, 5_000)
    const landed = Date.now()
    expect(landed - released).toBeLessThan(5_000)
    expect(click).toMatchObject({ ip, card_position: 2, click_path: 'redirect' })
    // The click keeps the time it was issued, not the time the lock let it in.
    expect(new Date(click.click_time).getTime()).toBeLessThan(released - 9_000)
    // Exactly once, also after the retry loop has had time to run again.
    await sleep(1_500)
    expect(
      await sql(
        'select id from brand_clicks_history where click_id = $1 or (ip = $2 and brand_name = $3)',
        [clickId, ip, slug('locked')],
      ),
    ).toHaveLength(1)
  }, 30_000)

  test('a cached brand needs no database call: it redirects while the brands table is locked', async () => {
    await recorded(clickIdIn(await go(slug('cached')), 'cid'))
    const lock = await lockTable('public.brands')
    let clickId: string
    try {
      const started = performance.now()
      const response = await go(slug('cached'))
      expect(response.status).toBe(302)
      expect(performance.now() - started).toBeLessThan(300)
      clickId = clickIdIn(response, 'cid')
    } finally {
      await lock.release()
    }
    // Its recording (whose trigger reads the brand) waited for the lock, then landed.
    expect(await recorded(clickId)).toMatchObject({ brand_name: slug('cached') })
  })

  test('an expired brand is served at once while the brands are read again, also with the brands table locked', async () => {
    await recorded(clickIdIn(await go(slug('stale')), 'cid'))
    // Past the list's 5 s time to live, short of the 10 s after which a visitor would wait.
    await sleep(5_500)
    const lock = await lockTable('public.brands')
    let clickId: string
    try {
      const started = performance.now()
      const response = await go(slug('stale'))
      expect(response.status).toBe(302)
      expect(performance.now() - started).toBeLessThan(300)
      clickId = clickIdIn(response, 'cid')
    } finally {
      await lock.release()
    }
    expect(await recorded(clickId)).toMatchObject({ brand_name: slug('stale') })
  }, 30_000)

  test('a brand switched off is refused within seconds while clicks come in', async () => {
    expect((await go(slug('switch'))).status).toBe(302)
    await sql('update brands set is_active = false where brand_slug = $1', [slug('switch')])
    const changed = Date.now()
    let status = 302
    while (status === 302 && Date.now() - changed < 10_000) {
      await sleep(200)
      status = (await go(slug('switch'))).status
    }
    expect(status).toBe(404)
    // The list's time to live and one read.
    expect(Date.now() - changed).toBeLessThan(7_000)
  }, 30_000)

  test('a brand not in the list and not readable gets a 503 page within the read’s time limit, not a hang', async () => {
    // Added after the function read its list; no click for a second, so the next miss checks.
    await sql(
      `insert into brands (country_id, brand_name, brand_slug, destination_url, is_active)
       select country_id, $1, $1, 'https://casino.example.com/cold?cid={click_id}', true from brands limit 1`,
      [slug('cold')],
    )
    await sleep(1_200)
    const lock = await lockTable('public.brands')
    try {
      const started = performance.now()
      const response = await go(slug('cold'))
      const elapsed = performance.now() - started
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('5')
      expect(await response.text()).toContain('Please try again')
      expect(elapsed).toBeLessThan(2_500)
    } finally {
      await lock.release()
    }
    // The read the visitor stopped waiting for lands after the lock; the brand is found then.
    let status = 0
    for (let i = 0; i < 20 && status !== 302; i++) {
      if (i > 0) await sleep(250)
      status = (await go(slug('cold'))).status
    }
    expect(status).toBe(302)
  })
})

describe('recording in batches', () => {
  /** Transactions that wrote these clicks: one per insert statement. */
  const transactionsOf = async (clickIds: string[]) =>
    Number(
      (
        await sql<{ n: string }>(
          'select count(distinct xmin::text) as n from brand_clicks_history where click_id = any($1)',
          [clickIds],
        )
      )[0]!.n,
    )

  test('concurrent /go clicks are each recorded once, in fewer inserts than clicks', async () => {
    const n = 40
    // Addresses of their own (random ones meet now and then), so that each row's shows.
    const responses = await Promise.all(
      Array.from({ length: n }, (_, index) =>
        go(slug('burst'), { 'x-forwarded-for': `198.18.40.${index + 1}` }),
      ),
    )
    const ids = responses.map((response) => {
      expect(response.status).toBe(302)
      return clickIdIn(response, 'cid')
    })
    for (const id of ids) await recorded(id)
    const clicks = await clicksOf('burst')
    expect(clicks.map((click) => click.click_id).sort()).toEqual([...ids].sort())
    const inserts = await transactionsOf(ids)
    expect(inserts).toBeLessThan(n / 2)
    // Each keeps its own address and issue time.
    expect(new Set(clicks.map((click) => click.ip)).size).toBe(n)
  })

  test('a bot among concurrent /go clicks is dropped; the others are recorded', async () => {
    const humans = 10
    const responses = await Promise.all([
      ...Array.from({ length: humans }, () => go(slug('burst'))),
      go(slug('burst'), { 'user-agent': GOOGLEBOT }),
    ])
    const ids = responses.map((response) => clickIdIn(response, 'cid'))
    for (const id of ids.slice(0, humans)) await recorded(id)
    await sleep(300)
    expect(
      await sql('select click_id from brand_clicks_history where click_id = any($1)', [ids]),
    ).toHaveLength(humans)
  })

  describe('the recorder against the database, its requests counted', () => {
    let requests = 0
    const counting: typeof fetch = (input, init) => {
      requests++
      return fetch(input, init)
    }
    const database = new PostgrestClient(`${stack.url}/rest/v1`, {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
      fetch: counting,
    })
    type Row = Record<string, string | null> & { click_id: string }
    let brandId = ''

    beforeAll(async () => {
      brandId = (
        await sql<{ id: string }>('select id from brands where brand_slug = $1', [slug('batch')])
      )[0]!.id
    })

    const row = (userAgent = CHROME): Row => ({
      brand_id: brandId,
      click_id: newId(),
      click_time: new Date().toISOString(),
      click_path: 'redirect',
      user_id: newId(),
      session_id: newId(),
      ip: randomAddress(),
      user_agent: userAgent,
      referrer: 'https://site.example/',
    })

    test('N clicks recorded together take one request and one statement', async () => {
      requests = 0
      const batcher = new ClickBatcher<Row>(insertClicksWith(() => database))
      const rows = Array.from({ length: 60 }, () => row())
      expect(await Promise.all(rows.map((r) => batcher.record(r)))).toEqual(
        Array(60).fill('recorded'),
      )
      expect(requests).toBe(1)
      const ids = rows.map((r) => r.click_id)
      const stored = await sql<{ click_id: string; click_time: Date; ip: string }>(
        'select click_id, click_time, ip from brand_clicks_history where click_id = any($1)',
        [ids],
      )
      expect(stored).toHaveLength(60)
      expect(await transactionsOf(ids)).toBe(1)
      for (const r of rows) {
        const s = stored.find((x) => x.click_id === r.click_id)!
        expect(s.ip).toBe(r.ip)
        expect(new Date(s.click_time).toISOString()).toBe(r.click_time)
      }
    })

    test('a batch sent again after it landed succeeds and stores nothing twice', async () => {
      const insert = insertClicksWith<Row>(() => database)
      const rows = [row(), row()]
      const first: InsertAnswer = await insert(rows, AbortSignal.timeout(5_000))
      expect(first.error).toBeNull()
      const again: InsertAnswer = await insert([...rows, row()], AbortSignal.timeout(5_000))
      expect(again.error).toBeNull()
      expect(
        await sql('select 1 from brand_clicks_history where click_id = any($1)', [
          rows.map((r) => r.click_id),
        ]),
      ).toHaveLength(2)
    })

    test('a batch with a bot row still records the others, one by one; the bot is dropped', async () => {
      requests = 0
      const batcher = new ClickBatcher<Row>(insertClicksWith(() => database))
      const rows = [row(), row(GOOGLEBOT), row(), row()]
      expect(await Promise.all(rows.map((r) => batcher.record(r)))).toEqual([
        'recorded',
        'blocked',
        'recorded',
        'recorded',
      ])
      // The batch, then each row.
      expect(requests).toBe(1 + rows.length)
      const stored = await sql<{ click_id: string }>(
        'select click_id from brand_clicks_history where click_id = any($1)',
        [rows.map((r) => r.click_id)],
      )
      expect(stored.map((s) => s.click_id).sort()).toEqual(
        [rows[0]!, rows[2]!, rows[3]!].map((r) => r.click_id).sort(),
      )
    })
  })
})

describe('the visitor’s address', () => {
  const clickIp = async (headers: Record<string, string>) =>
    (await recorded(clickIdIn(await go(slug('address'), headers), 'cid'))).ip

  test('is the last X-Forwarded-For entry (the gateway’s): an entry the caller adds on the left is ignored', async () => {
    const real = randomAddress()
    expect(await clickIp({ 'x-forwarded-for': `203.0.113.66, ${real}` })).toBe(real)
    expect(await clickIp({ 'x-forwarded-for': `203.0.113.66,198.51.100.1 , ${real}` })).toBe(real)
  })

  test('a visitor-address header without the proxy’s secret, or with a wrong one, is ignored', async () => {
    const real = randomAddress()
    expect(await clickIp({ 'x-forwarded-for': real, 'x-visitor-address': '203.0.113.77' })).toBe(
      real,
    )
    for (const secret of ['wrong', `${LOCAL_GO_PROXY_SECRET}x`, LOCAL_GO_PROXY_SECRET.slice(1), ''])
      expect(
        await clickIp({
          'x-forwarded-for': real,
          'x-visitor-address': '203.0.113.77',
          'x-proxy-secret': secret,
        }),
      ).toBe(real)
  })

  test('the static host’s proxy, with the shared secret, names the visitor', async () => {
    expect(
      await clickIp({
        'x-forwarded-for': randomAddress(),
        'x-visitor-address': '::ffff:203.0.113.78',
        'x-proxy-secret': LOCAL_GO_PROXY_SECRET,
      }),
    ).toBe('203.0.113.78')
    // With the right secret but no valid address: not the X-Forwarded-For address either.
    const forwarded = randomAddress()
    expect(
      await clickIp({
        'x-forwarded-for': forwarded,
        'x-visitor-address': 'not-an-address',
        'x-proxy-secret': LOCAL_GO_PROXY_SECRET,
      }),
    ).not.toBe(forwarded)
  })
})

describe('through the static host’s proxy (scripts/proxy-request.ts)', () => {
  let server: http.Server
  let port = 0

  beforeAll(async () => {
    // The dev server's and the preview's /go/*: the site's own address, proxied to the function.
    server = http.createServer((req, res) => {
      void proxyRequest(req, res, goFunctionUrl(stack.url, req.url!.replace(/^\/go\//, '')))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A visitor at `from` (a loopback address of its own) following /go/{slug} on the site. */
  function visit(from: string, headers: Record<string, string>) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/go/${slug('address')}?pos=4`,
          localAddress: from,
          headers: { 'user-agent': CHROME, ...headers },
        },
        resolve,
      )
      request.on('error', reject)
    })
  }

  test('the function records the visitor’s own address, whatever address headers the visitor sends', async () => {
    const response = await visit('127.0.0.7', {
      'x-forwarded-for': '203.0.113.90',
      'x-visitor-address': '203.0.113.91',
      'x-proxy-secret': 'guessed',
    })
    response.resume()
    expect(response.statusCode).toBe(302)
    const clickId = new URL(response.headers.location!).searchParams.get('cid')!
    // Not 127.0.0.1 (the proxy's own connection to the gateway): the address the proxy saw.
    expect(await recorded(clickId)).toMatchObject({ ip: '127.0.0.7', card_position: 4 })
  })
})
