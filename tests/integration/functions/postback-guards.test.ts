/**
 * What a postback sender cannot do to the log and the conversions (issue 22), against the
 * local stack: replay a conversion without a transaction id (counted once), fill the log
 * with refusals (at most 1 KB of a refused request, no body for an unknown source, identical
 * refusals counted on one row), or flood the function from one address (429 past the site
 * setting postbacks.rate_limit_per_minute, counted in the database, nothing else stored).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoPostbackSource } from '../../../supabase/emulator/seed-local.ts'
import { randomAddress, sql, stack } from '../support/clients.ts'

const SECRET = demoPostbackSource.secret
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const run = randomUUID().replaceAll('-', '').slice(0, 12)
const recordedClick = `pgclick${run}`

interface Send {
  ip?: string
  source?: string
  body?: string
  contentType?: string
}

function send(query: Record<string, string>, { ip, source, body, contentType }: Send = {}) {
  const url = `${stack.url}/functions/v1/postback/${source ?? demoPostbackSource.slug}?${new URLSearchParams(query)}`
  return fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': ip ?? randomAddress(),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    body,
  })
}

async function reply(response: Promise<Response>) {
  const answer = await response
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

interface LoggedRow {
  status: string
  status_reason: string | null
  request_query: Record<string, string>
  request_body: string | null
  request_bytes: number
  repeat_count: number
  repeated_later: boolean
  ip: string
}

const logged = (where: string, params: unknown[]) =>
  sql<LoggedRow>(
    `select status, status_reason, request_query, request_body, ip, repeat_count,
            coalesce(last_received_at > received_at, false) as repeated_later,
            coalesce(octet_length(request_query::text), 0) + coalesce(octet_length(request_body), 0)
              as request_bytes
       from postbacks where ${where} order by received_at, status`,
    params,
  )

const fromAddress = (ip: string) => logged('ip = $1', [ip])

beforeAll(async () => {
  const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
  // A click as the server records it (the /go function writes with the service key).
  await sql(
    `insert into brand_clicks_history (brand_id, click_id, click_path, user_id, session_id, ip, user_agent)
     values ($1, $2, 'redirect', $3, $3, $4, $5)`,
    [brand!.id, recordedClick, `pg${run}`, randomAddress(), CHROME],
  )
})

afterAll(async () => {
  await sql(
    `delete from postbacks where click_id like $1 or request_query::text like $1 or status_reason like $1`,
    [`%${run}%`],
  )
  await sql('delete from brand_clicks_history where click_id = $1', [recordedClick])
})

describe('a conversion without a transaction id', () => {
  test('sent three times is accepted once; the repeats are duplicates', async () => {
    const query = { click_id: recordedClick, token: SECRET, event: 'ftd', payout: '40' }
    const replies = [await reply(send(query)), await reply(send(query)), await reply(send(query))]
    expect(replies).toEqual([
      { status: 200, body: { status: 'accepted' } },
      { status: 200, body: { status: 'duplicate' } },
      { status: 200, body: { status: 'duplicate' } },
    ])
    const rows = await logged(`click_id = $1 and event = 'ftd'`, [recordedClick])
    expect(rows.map((row) => [row.status, row.status_reason])).toEqual([
      ['accepted', null],
      ['duplicate', 'conversion already recorded for this click and event'],
      ['duplicate', 'conversion already recorded for this click and event'],
    ])
  })

  test('another event of the same click is a conversion of its own', async () => {
    const query = { click_id: recordedClick, token: SECRET, event: 'registration' }
    expect(await reply(send(query))).toEqual({ status: 200, body: { status: 'accepted' } })
    expect(await reply(send(query))).toEqual({ status: 200, body: { status: 'duplicate' } })
  })

  test('an unmatched one is kept once as well', async () => {
    const query = { click_id: `pgwaiting${run}`, token: SECRET, event: 'ftd' }
    const replies = [await reply(send(query)), await reply(send(query)), await reply(send(query))]
    expect(replies.map((answer) => answer.body.status)).toEqual([
      'unmatched',
      'duplicate',
      'duplicate',
    ])
  })

  test('twenty at once give one conversion and nineteen duplicates', async () => {
    const query = { click_id: recordedClick, token: SECRET, event: 'deposit', payout: '5' }
    const replies = await Promise.all(Array.from({ length: 20 }, () => reply(send(query))))
    const statuses = replies.map((answer) => answer.body.status)
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(19)
    const rows = await logged(`click_id = $1 and event = 'deposit'`, [recordedClick])
    expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(1)
  })
})

describe('a refused postback', () => {
  test('keeps at most 1 KB of its query, clipped, not dropped', async () => {
    const ip = randomAddress()
    const long = { click_id: `pglong${run}`, token: 'wrong', note: 'x'.repeat(3000), more: 'y' }
    expect(await reply(send(long, { ip }))).toEqual({
      status: 401,
      body: { status: 'rejected', reason: 'bad token' },
    })
    const [row] = await fromAddress(ip)
    expect(row!.request_bytes).toBeLessThanOrEqual(1024)
    expect(row!.request_bytes).toBeGreaterThan(1000)
    expect(row!.request_query.click_id).toBe(`pglong${run}`)
    expect(row!.request_query.note).toMatch(/^x+…$/)
    expect(row!.request_query).not.toHaveProperty('more')
    expect(row!.request_query).not.toHaveProperty('token')
  })

  test('keeps at most 1 KB of query and body together', async () => {
    const ip = randomAddress()
    const body = new URLSearchParams({
      click_id: `pgbody${run}`,
      token: 'wrong',
      blob: 'é'.repeat(2500) + '\u0000',
    }).toString()
    const answer = await reply(
      send(
        { source_note: 'q'.repeat(200) },
        { ip, body, contentType: 'application/x-www-form-urlencoded' },
      ),
    )
    expect(answer.status).toBe(401)
    const [row] = await fromAddress(ip)
    expect(row!.request_bytes).toBeLessThanOrEqual(1024)
    expect(row!.request_bytes).toBeGreaterThan(1000)
    expect(row!.request_query.source_note).toBe('q'.repeat(200))
    // The start of the body as sent (its token masked, as every stored postback's).
    expect(body.replace('token=wrong', 'token=[redacted]').startsWith(row!.request_body!)).toBe(
      true,
    )
    expect(row!.request_body!.length).toBeGreaterThan(100)
  })

  test('of an unknown source keeps nothing of its body', async () => {
    const ip = randomAddress()
    const answer = await reply(
      send(
        { click_id: `pgunknown${run}` },
        {
          ip,
          source: `no-such-network-${run}`,
          body: JSON.stringify({ payload: 'z'.repeat(5000) }),
          contentType: 'application/json',
        },
      ),
    )
    expect(answer).toEqual({
      status: 404,
      body: { status: 'rejected', reason: `unknown source "no-such-network-${run}"` },
    })
    const [row] = await fromAddress(ip)
    expect(row).toMatchObject({
      status: 'rejected',
      request_body: null,
      request_query: { click_id: `pgunknown${run}` },
    })
  })

  test('an accepted postback keeps its whole request', async () => {
    const note = 'n'.repeat(3000)
    const answer = await reply(
      send({ click_id: recordedClick, token: SECRET, transaction_id: `pgwhole${run}`, note }),
    )
    expect(answer.body).toEqual({ status: 'accepted' })
    const [row] = await logged('transaction_id = $1', [`pgwhole${run}`])
    expect(row!.request_query.note).toBe(note)
  })
})

describe('identical refusals', () => {
  test('are counted on one row, not stored again', async () => {
    const ip = randomAddress()
    const query = { click_id: `pgrepeat${run}`, token: 'wrong', transaction_id: `pgrepeat${run}` }
    for (let i = 0; i < 3; i++) expect((await send(query, { ip })).status).toBe(401)
    const rows = await fromAddress(ip)
    expect(rows.map((row) => [row.status, row.repeat_count, row.repeated_later])).toEqual([
      ['rejected', 3, true],
    ])
  })

  test('differing in address, reason or request are rows of their own', async () => {
    const ip = randomAddress()
    const other = randomAddress()
    const query = { click_id: `pgdiffer${run}`, token: 'wrong' }
    await send(query, { ip })
    await send(query, { ip: other })
    await send({ ...query, extra: '1' }, { ip })
    await send({ ...query, token: SECRET, payout: 'lots' }, { ip })
    await send(query, { ip, source: `no-such-network-${run}` })
    const rows = await logged('ip = any($1)', [[ip, other]])
    expect(rows).toHaveLength(5)
    expect(rows.every((row) => row.repeat_count === 1)).toBe(true)
  })

  test('arriving at once are counted on one row', async () => {
    const ip = randomAddress()
    const query = { click_id: `pgburst${run}`, token: 'wrong' }
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(query, { ip })))
    expect(replies.map((answer) => answer.status)).toEqual(Array(10).fill(401))
    const rows = await fromAddress(ip)
    expect(rows.map((row) => row.repeat_count)).toEqual([10])
  })
})

describe('the per-address limit', () => {
  const setLimit = (limit: number) =>
    sql(
      `update site_settings set value = $1::jsonb where key = 'postbacks.rate_limit_per_minute'`,
      [String(limit)],
    )

  /** Waits out the last seconds of a minute, so one test's requests share one counting window. */
  async function startOfAWindow() {
    const [{ second }] = (await sql<{ second: number }>(
      'select extract(second from now())::float8 as second',
    )) as [{ second: number }]
    if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
  }

  afterAll(() => setLimit(300))

  test('past it the function answers 429 with a reason and stores only the count', async () => {
    await setLimit(3)
    await startOfAWindow()
    const ip = randomAddress()
    const replies = []
    for (let i = 0; i < 5; i++) {
      const answer = await send(
        { click_id: recordedClick, token: SECRET, transaction_id: `pglimit${i}-${run}` },
        { ip },
      )
      replies.push({
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body: (await answer.json()) as unknown,
      })
    }
    expect(replies.slice(0, 3).map((answer) => answer.body)).toEqual(
      Array(3).fill({ status: 'accepted' }),
    )
    for (const answer of replies.slice(3)) {
      expect(answer.status).toBe(429)
      expect(answer.body).toEqual({
        status: 'rejected',
        reason: 'too many postbacks from this address: at most 3 a minute',
      })
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60)
    }
    expect(await fromAddress(ip)).toHaveLength(3)
    const counted = await sql<{ hits: number }>(
      'select hits from private.postback_address_counts where ip = $1',
      [ip],
    )
    expect(counted).toEqual([{ hits: 5 }])

    // Another address is not held back by it.
    const other = await send(
      { click_id: recordedClick, token: SECRET, transaction_id: `pglimit-other-${run}` },
      { ip: randomAddress() },
    )
    expect(other.status).toBe(200)
  })

  test('a refusal counts against it too, and the loopback address (the server itself) is not limited', async () => {
    await setLimit(2)
    await startOfAWindow()
    const ip = randomAddress()
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await send({ click_id: `pgflood${i}${run}`, token: 'wrong' }, { ip })).status)
    expect(statuses).toEqual([401, 401, 429, 429])
    const local = []
    for (let i = 0; i < 4; i++)
      local.push(
        (await send({ click_id: `pglocal${i}${run}`, token: 'wrong' }, { ip: '127.0.0.1' })).status,
      )
    expect(local).toEqual([401, 401, 401, 401])
  })
})
