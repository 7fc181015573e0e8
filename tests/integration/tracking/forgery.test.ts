/**
 * What an outsider cannot do to the click numbers (issue 22), tried through the REST API as
 * anon against the local stack: write clicks or sessions in bulk (a JSON array, a CSV body,
 * an upsert), choose a click id (and so claim a waiting postback), count as human past the
 * per-address limit, or be taken for another address by writing X-Forwarded-For.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql, stack } from '../support/clients.ts'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

// Benchmarking addresses (RFC 2544), a run-specific third byte: no other suite's rows share them.
const runByte = Math.floor(Math.random() * 250) + 1
let nextHost = 1
const address = () => `198.19.${runByte}.${nextHost++}`

const users: string[] = []
function visitor() {
  const ids = {
    user_id: `f-${randomUUID().slice(0, 18)}`,
    session_id: `f-${randomUUID().slice(0, 18)}`,
  }
  users.push(ids.user_id)
  return ids
}

let brandId = ''

beforeAll(async () => {
  const [row] = await sql<{ id: string }>('select id from brands where is_active limit 1')
  brandId = row!.id
})

afterAll(async () => {
  await sql('delete from postbacks where transaction_id like $1', [`forgery-%`])
  await sql('delete from brand_clicks_history where user_id = any($1)', [users])
  await sql('delete from visitor_sessions where user_id = any($1)', [users])
})

/** A raw REST call as anon from `ip` (the X-Forwarded-For the client sends, kept by the test stack). */
async function anon(
  path: string,
  body: string,
  { ip = address(), contentType = 'application/json', prefer = 'return=minimal' } = {},
) {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': contentType,
      prefer,
      'user-agent': CHROME,
      'x-forwarded-for': ip,
    },
    body,
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

const click = (ids: { user_id: string; session_id: string }, extra: object = {}) => ({
  ...ids,
  brand_id: brandId,
  referrer: 'https://www.google.com/',
  ...extra,
})

async function rowsOf(table: 'brand_clicks_history' | 'visitor_sessions', userIds: string[]) {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from ${table} where user_id = any($1)`,
    [userIds],
  )
  return row!.n
}

describe('one row per call', () => {
  const BULK = { code: '22023', hint: 'Send one row per request: visitors cannot write in bulk.' }

  test('a JSON array of two clicks stores nothing', async () => {
    const a = visitor()
    const b = visitor()
    const answer = await anon('brand_clicks_history', JSON.stringify([click(a), click(b)]))
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ ...BULK, message: 'A request records one click' }),
    })
    expect(await rowsOf('brand_clicks_history', [a.user_id, b.user_id])).toBe(0)
  })

  test('a JSON array of two sessions stores nothing', async () => {
    const a = visitor()
    const b = visitor()
    const answer = await anon('visitor_sessions', JSON.stringify([a, b]))
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ ...BULK, message: 'A request starts one session' }),
    })
    expect(await rowsOf('visitor_sessions', [a.user_id, b.user_id])).toBe(0)
  })

  test('a CSV body of two clicks, or of two sessions, stores nothing', async () => {
    const a = visitor()
    const b = visitor()
    const clicks = `brand_id,user_id,session_id\n${brandId},${a.user_id},${a.session_id}\n${brandId},${b.user_id},${b.session_id}`
    expect((await anon('brand_clicks_history', clicks, { contentType: 'text/csv' })).status).toBe(
      400,
    )
    const sessions = `user_id,session_id\n${a.user_id},${a.session_id}\n${b.user_id},${b.session_id}`
    expect((await anon('visitor_sessions', sessions, { contentType: 'text/csv' })).status).toBe(400)
    expect(await rowsOf('brand_clicks_history', [a.user_id, b.user_id])).toBe(0)
    expect(await rowsOf('visitor_sessions', [a.user_id, b.user_id])).toBe(0)
  })

  test('an upsert of two sessions stores nothing', async () => {
    const a = visitor()
    const b = visitor()
    const answer = await anon('visitor_sessions?on_conflict=session_id', JSON.stringify([a, b]), {
      prefer: 'resolution=ignore-duplicates,return=minimal',
    })
    // Refused whole, by the missing right to read back conflicts if not by the row count.
    expect([400, 401]).toContain(answer.status)
    expect(await rowsOf('visitor_sessions', [a.user_id, b.user_id])).toBe(0)
  })

  test('one click per request is recorded as before', async () => {
    const a = visitor()
    expect((await anon('brand_clicks_history', JSON.stringify(click(a)))).status).toBe(201)
    expect(await rowsOf('brand_clicks_history', [a.user_id])).toBe(1)
  })
})

describe('record_click()', () => {
  test('answers with the click id the server issued and stored, never the one sent', async () => {
    const ids = visitor()
    const sent = randomUUID().replaceAll('-', '')
    const answer = await anon(
      'rpc/record_click',
      JSON.stringify({ p_click: click(ids, { click_id: sent }) }),
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatch(/^[0-9a-f]{32}$/)
    expect(answer.body).not.toBe(sent)
    const stored = await sql(
      'select click_id, click_path from brand_clicks_history where user_id = $1',
      [ids.user_id],
    )
    expect(stored).toEqual([{ click_id: answer.body, click_path: 'client' }])
  })

  test('a bot is refused with "Traffic blocked by bot filter" and nothing is stored', async () => {
    const ids = visitor()
    const response = await fetch(`${stack.url}/rest/v1/rpc/record_click`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'user-agent': 'curl/8.5.0',
      },
      body: JSON.stringify({ p_click: click(ids) }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Traffic blocked by bot filter' })
    expect(await rowsOf('brand_clicks_history', [ids.user_id])).toBe(0)
  })

  test('anything but one JSON object is refused with a clear message', async () => {
    const answer = await anon('rpc/record_click', JSON.stringify({ p_click: [click(visitor())] }))
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The click must be a JSON object' }),
    })
  })
})

describe('a waiting postback', () => {
  test('is not claimed by a visitor who sends its click id', async () => {
    const waiting = randomUUID().replaceAll('-', '')
    await sql(
      `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id)
       values ($1, 'first_deposit', 150, 'unmatched', $2)`,
      [waiting, `forgery-${waiting}`],
    )
    const ids = visitor()
    expect(
      (
        await anon(
          'rpc/record_click',
          JSON.stringify({ p_click: click(ids, { click_id: waiting }) }),
        )
      ).status,
    ).toBe(200)
    expect(
      (await anon('brand_clicks_history', JSON.stringify(click(visitor(), { click_id: waiting }))))
        .status,
    ).toBe(201)
    const [postback] = await sql(
      'select status, brand_click_id from postbacks where click_id = $1',
      [waiting],
    )
    expect(postback).toEqual({ status: 'unmatched', brand_click_id: null })
  })

  test('is linked to the click the server issued within an hour of its arrival, not to a later one', async () => {
    const [prompt, late] = [randomUUID(), randomUUID()].map((id) => id.replaceAll('-', ''))
    await sql(
      `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id, received_at)
       values ($1, 'registration', 0, 'unmatched', $3, now()), ($2, 'registration', 0, 'unmatched', $4, now() - interval '2 hours')`,
      [prompt, late, `forgery-${prompt}`, `forgery-${late}`],
    )
    // The redirect's service-key insert, with the id and time it issued.
    for (const clickId of [prompt, late]) {
      await sql(
        `insert into brand_clicks_history (brand_id, click_id, user_id, session_id, click_path, user_agent)
         values ($1, $2, $3, $3, 'redirect', $4)`,
        [brandId, clickId, visitor().user_id, CHROME],
      )
    }
    const rows = await sql(
      'select click_id, status from postbacks where click_id = any($1) order by status',
      [[prompt, late]],
    )
    expect(rows).toEqual([
      { click_id: prompt, status: 'accepted' },
      { click_id: late, status: 'unmatched' },
    ])
  })

  test('is linked by a server write of the page path too (an import names its click id)', async () => {
    const imported = randomUUID().replaceAll('-', '')
    await sql(
      `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id)
       values ($1, 'registration', 0, 'unmatched', $2)`,
      [imported, `forgery-${imported}`],
    )
    await sql(
      `insert into brand_clicks_history (brand_id, click_id, user_id, session_id, click_path, user_agent)
       values ($1, $2, $3, $3, 'client', $4)`,
      [brandId, imported, visitor().user_id, CHROME],
    )
    const [postback] = await sql('select status from postbacks where click_id = $1', [imported])
    expect(postback).toEqual({ status: 'accepted' })
  })
})

describe('the per-address click limit', () => {
  test('the 31st click from one address in 10 minutes is stored bot-filtered, flagged ip_rate_exceeded', async () => {
    const ip = address()
    const ids = visitor()
    // Earlier clicks from the address, each from its own visitor (no session rules fire).
    await sql(
      `insert into brand_clicks_history (brand_id, user_id, session_id, ip, user_agent, referrer, click_speed_ms, click_time)
       select $1, 'lim-' || g || $3, 'lim-' || g || $3, $2, $4, 'https://example.com/', 5000, now() - interval '9 minutes'
         from generate_series(1, 29) as g`,
      [brandId, ip, randomUUID().slice(0, 8), CHROME],
    )
    const thirtieth = visitor()
    expect(
      (await anon('brand_clicks_history', JSON.stringify(click(thirtieth)), { ip })).status,
    ).toBe(201)
    expect((await anon('brand_clicks_history', JSON.stringify(click(ids)), { ip })).status).toBe(
      201,
    )

    const rows = await sql<{
      user_id: string
      is_bot_filtered: boolean
      quality_flags: string[]
      traffic_quality_score: number
    }>(
      `select user_id, is_bot_filtered, quality_flags, traffic_quality_score from brand_clicks_history
        where user_id = any($1) order by click_time`,
      [[thirtieth.user_id, ids.user_id]],
    )
    expect(rows[0]).toMatchObject({ is_bot_filtered: false })
    expect(rows[0]!.quality_flags).not.toContain('ip_rate_exceeded')
    expect(rows[1]).toMatchObject({ is_bot_filtered: true })
    expect(rows[1]!.quality_flags).toContain('ip_rate_exceeded')
    expect(rows[1]!.traffic_quality_score).toBeLessThan(30)
    await sql('delete from brand_clicks_history where ip = $1', [ip])
  })

  test('clicks from the address older than the window do not count', async () => {
    const ip = address()
    await sql(
      `insert into brand_clicks_history (brand_id, user_id, session_id, ip, user_agent, click_time)
       select $1, 'old-' || g || $3, 'old-' || g || $3, $2, $4, now() - interval '11 minutes'
         from generate_series(1, 40) as g`,
      [brandId, ip, randomUUID().slice(0, 8), CHROME],
    )
    const ids = visitor()
    expect((await anon('brand_clicks_history', JSON.stringify(click(ids)), { ip })).status).toBe(
      201,
    )
    const [row] = await sql<{ quality_flags: string[] }>(
      'select quality_flags from brand_clicks_history where user_id = $1',
      [ids.user_id],
    )
    expect(row!.quality_flags).not.toContain('ip_rate_exceeded')
    await sql('delete from brand_clicks_history where ip = $1', [ip])
  })
})

describe('the client address', () => {
  test('entries a caller writes to the left of X-Forwarded-For are ignored', async () => {
    const real = address()
    const ids = visitor()
    const forged = `6.6.6.6, ${real}`
    expect(
      (await anon('brand_clicks_history', JSON.stringify(click(ids)), { ip: forged })).status,
    ).toBe(201)
    const session = visitor()
    expect((await anon('visitor_sessions', JSON.stringify(session), { ip: forged })).status).toBe(
      201,
    )
    const [clickRow] = await sql('select ip from brand_clicks_history where user_id = $1', [
      ids.user_id,
    ])
    const [sessionRow] = await sql('select ip_address from visitor_sessions where user_id = $1', [
      session.user_id,
    ])
    expect(clickRow).toEqual({ ip: real })
    expect(sessionRow).toEqual({ ip_address: real })
  })

  test('the per-address write limit cannot be escaped by a forged entry', async () => {
    const real = address()
    await sql(
      `insert into request_guard.anon_write_counts (ip, window_start, writes) values ($1, date_trunc('minute', now()), 100)`,
      [real],
    )
    const answer = await anon('visitor_sessions', JSON.stringify(visitor()), {
      ip: `1.2.3.4, ${real}`,
    })
    expect(answer.status).toBe(429)
  })

  test('tracking.trusted_proxy_hops counts past our own proxies from the right', async () => {
    const visitorAddress = address()
    const proxy = address()
    const ids = visitor()
    await sql(`update site_settings set value = '1' where key = 'tracking.trusted_proxy_hops'`)
    try {
      const chain = `6.6.6.6, ${visitorAddress}, ${proxy}`
      expect(
        (await anon('brand_clicks_history', JSON.stringify(click(ids)), { ip: chain })).status,
      ).toBe(201)
    } finally {
      await sql(`update site_settings set value = '0' where key = 'tracking.trusted_proxy_hops'`)
    }
    const [row] = await sql('select ip from brand_clicks_history where user_id = $1', [ids.user_id])
    expect(row).toEqual({ ip: visitorAddress })
  })

  test('is read from the headers of the request at hand, also when they change in one transaction', async () => {
    const [first, second] = [address(), address()]
    const db = new pg.Client({ connectionString: stack.dbUrl })
    await db.connect()
    try {
      await db.query('begin')
      const ipWith = async (headers: object) => {
        await db.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
        const { rows } = await db.query<{ ip: string | null }>(
          'select request_guard.client_ip() as ip',
        )
        return rows[0]?.ip
      }
      expect(await ipWith({ 'x-forwarded-for': `6.6.6.6, ${first}` })).toBe(first)
      expect(await ipWith({ 'x-forwarded-for': `6.6.6.6, ${first}` })).toBe(first)
      expect(await ipWith({ 'x-forwarded-for': second })).toBe(second)
      expect(await ipWith({ 'x-forwarded-for': 'not-an-address' })).toBeNull()
      expect(await ipWith({})).toBeNull()
      expect(await ipWith({ 'x-forwarded-for': first })).toBe(first)
      await db.query('rollback')
    } finally {
      await db.end()
    }
  })
})
