import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoPostbackSource } from '../../../supabase/emulator/seed-local.ts'
import { randomAddress, sql, stack } from '../support/clients.ts'

const SECRET = demoPostbackSource.secret
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const run = randomUUID().replaceAll('-', '').slice(0, 12)
const clickId = `pbtest${run}`

const postback = (
  query: Record<string, string>,
  init: RequestInit = {},
  source: string = demoPostbackSource.slug,
) => fetch(`${stack.url}/functions/v1/postback/${source}?${new URLSearchParams(query)}`, init)

const rows = (where: string, params: unknown[]) =>
  sql<{
    status: string
    brand_click_id: string | null
    status_reason: string | null
    request_query: unknown
  }>(
    `select status, brand_click_id, status_reason, request_query from postbacks where ${where} order by received_at`,
    params,
  )

/**
 * Records a click with a given id as the server does (the /go function writes with the service
 * key and its own click id; visitors cannot choose one).
 */
function recordClick(brandId: string, id: string): Promise<Response> {
  return fetch(`${stack.url}/rest/v1/brand_clicks_history`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      brand_id: brandId,
      click_id: id,
      click_path: 'redirect',
      user_id: `u${run}`,
      session_id: `s${run}`,
      ip: randomAddress(),
      user_agent: CHROME,
    }),
  })
}

beforeAll(async () => {
  const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
  expect((await recordClick(brand!.id, clickId)).status).toBe(201)
})

afterAll(async () => {
  await sql(`delete from postbacks where click_id like $1 or request_query->>'click_id' like $1`, [
    `%${run}%`,
  ])
  await sql('delete from brand_clicks_history where click_id = $1', [clickId])
})

describe('GET /functions/v1/postback/{source}', () => {
  test('accepts a conversion for a known click without an API key and links it', async () => {
    const response = await postback({
      click_id: clickId,
      token: SECRET,
      transaction_id: `tx1-${run}`,
      payout: '25.5',
      event: 'ftd',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'accepted' })
    const [row] = await rows('transaction_id = $1', [`tx1-${run}`])
    expect(row?.status).toBe('accepted')
    expect(row?.brand_click_id).not.toBeNull()
    expect(row?.request_query).not.toHaveProperty('token')
  })

  test('is idempotent on the transaction id: a repeat is logged as duplicate', async () => {
    const response = await postback({
      click_id: clickId,
      token: SECRET,
      transaction_id: `tx1-${run}`,
    })
    expect(await response.json()).toEqual({ status: 'duplicate' })
    const all = await rows('transaction_id = $1', [`tx1-${run}`])
    expect(all.map((row) => row.status)).toEqual(['accepted', 'duplicate'])
  })

  test('keeps an unknown click id as unmatched', async () => {
    const response = await postback({
      click_id: `nope${run}`,
      token: SECRET,
      transaction_id: `tx2-${run}`,
    })
    expect(await response.json()).toEqual({ status: 'unmatched', reason: 'click not recorded yet' })
    expect((await rows('transaction_id = $1', [`tx2-${run}`]))[0]?.status).toBe('unmatched')
  })

  test('rejects a bad token with 401 and still logs it', async () => {
    const response = await postback({
      click_id: clickId,
      token: 'wrong-token',
      transaction_id: `tx3-${run}`,
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ status: 'rejected', reason: 'bad token' })
    const logged = await rows(`request_query->>'transaction_id' = $1`, [`tx3-${run}`])
    expect(logged.map((row) => row.status)).toEqual(['rejected'])
    // The refused row still names the click and transaction it was sent for.
    const named = await rows('transaction_id = $1 and click_id = $2', [`tx3-${run}`, clickId])
    expect(named.map((row) => [row.status, row.brand_click_id])).toEqual([['rejected', null]])
  })

  test('rejects an unknown source with 404 and logs it', async () => {
    const response = await postback(
      { click_id: clickId, token: SECRET, transaction_id: `tx4-${run}` },
      {},
      'no-such-network',
    )
    expect(response.status).toBe(404)
    expect((await rows(`request_query->>'transaction_id' = $1`, [`tx4-${run}`]))[0]?.status).toBe(
      'rejected',
    )
  })

  test('rejects bad input with 400 and a reason', async () => {
    const response = await postback({
      click_id: clickId,
      token: SECRET,
      payout: 'lots',
      transaction_id: `tx5-${run}`,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 'rejected',
      reason: 'payout must be a non-negative number',
    })
  })

  test('accepts a POST with a JSON body', async () => {
    const response = await fetch(`${stack.url}/functions/v1/postback/${demoPostbackSource.slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        click_id: clickId,
        token: SECRET,
        transaction_id: `tx6-${run}`,
        payout: 10,
      }),
    })
    expect(await response.json()).toEqual({ status: 'accepted' })
  })
})

describe('a source with an IP allowlist', () => {
  const allow = (ranges: string[]) =>
    sql('update postback_sources set allowed_ips = $1::cidr[] where slug = $2', [
      ranges,
      demoPostbackSource.slug,
    ])
  const from = (ip: string, transactionId: string) =>
    postback(
      { click_id: clickId, token: SECRET, transaction_id: `${transactionId}-${run}` },
      { headers: { 'x-forwarded-for': ip } },
    )

  afterAll(() => allow([]))

  test('accepts an IPv6 address inside an allowed IPv6 range and refuses one outside it', async () => {
    await allow(['2001:db8:abcd::/48', '203.0.113.0/24'])
    expect(await (await from('2001:db8:abcd:12::7', 'tx-ip6')).json()).toEqual({
      status: 'accepted',
    })
    const outside = await from('2001:db8:abce::7', 'tx-ip6-out')
    expect(outside.status).toBe(403)
    expect(await outside.json()).toEqual({
      status: 'rejected',
      reason: 'IP 2001:db8:abce::7 is not allowed',
    })
  })

  test('accepts an IPv6 address inside an allowed /64 and refuses the next /64', async () => {
    await allow(['2001:db8:1:2::/64'])
    expect(await (await from('2001:db8:1:2:ffff:ffff:ffff:ffff', 'tx-64-in')).json()).toEqual({
      status: 'accepted',
    })
    const outside = await from('2001:db8:1:3::1', 'tx-64-out')
    expect(outside.status).toBe(403)
    expect(await outside.json()).toEqual({
      status: 'rejected',
      reason: 'IP 2001:db8:1:3::1 is not allowed',
    })
    const [logged] = await rows(`request_query->>'transaction_id' = $1`, [`tx-64-out-${run}`])
    expect(logged).toMatchObject({
      status: 'rejected',
      status_reason: 'IP 2001:db8:1:3::1 is not allowed',
    })
  })

  test('an allowed address written on the left of X-Forwarded-For does not pass: the gateway’s entry counts', async () => {
    await allow(['203.0.113.0/24'])
    const forged = await from('203.0.113.9, 198.51.100.9', 'tx-forged')
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual({
      status: 'rejected',
      reason: 'IP 198.51.100.9 is not allowed',
    })
    const [logged] = await sql<{ ip: string }>(
      `select ip from postbacks where request_query->>'transaction_id' = $1`,
      [`tx-forged-${run}`],
    )
    expect(logged?.ip).toBe('198.51.100.9')
    // A visitor-address header is the static host's proxy's, and needs its secret.
    const header = await postback(
      { click_id: clickId, token: SECRET, transaction_id: `tx-header-${run}` },
      { headers: { 'x-forwarded-for': '198.51.100.9', 'x-visitor-address': '203.0.113.9' } },
    )
    expect(header.status).toBe(403)
  })

  test('checks IPv4 addresses against the IPv4 ranges of the same list', async () => {
    await allow(['2001:db8:abcd::/48', '203.0.113.0/24'])
    expect(await (await from('203.0.113.9', 'tx-ip4')).json()).toEqual({ status: 'accepted' })
    expect((await from('198.51.100.9', 'tx-ip4-out')).status).toBe(403)
  })
})

describe('the postback function’s database rights', () => {
  test('come from service_role’s explicit grants alone: revoking one breaks it', async () => {
    const conversion = { click_id: clickId, token: SECRET, transaction_id: `tx-grant-${run}` }
    await sql('revoke insert on table public.postbacks from service_role')
    try {
      const refused = await postback(conversion)
      expect(refused.status).toBe(500)
      expect(await refused.json()).toMatchObject({ code: 'WORKER_ERROR' })
    } finally {
      await sql('grant insert on table public.postbacks to service_role')
    }
    const accepted = await postback(conversion)
    expect(await accepted.json()).toEqual({ status: 'accepted' })
  })
})

describe('/functions/v1 runner', () => {
  test('answers an unknown function with a JSON 404', async () => {
    const response = await fetch(`${stack.url}/functions/v1/no-such-function`, {
      headers: { apikey: stack.anonKey },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    })
  })

  test('refuses other methods with 405', async () => {
    const response = await fetch(`${stack.url}/functions/v1/postback/${demoPostbackSource.slug}`, {
      method: 'DELETE',
    })
    expect(response.status).toBe(405)
  })
})

describe('concurrency', () => {
  test('100 identical postbacks at once give one accepted conversion and 99 duplicates', async () => {
    const transactionId = `tx-burst-${run}`
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        postback({ click_id: clickId, token: SECRET, transaction_id: transactionId, payout: '5' }),
      ),
    )
    const statuses = await Promise.all(
      replies.map(async (reply) => ((await reply.json()) as { status: string }).status),
    )
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(99)
    const logged = await rows('transaction_id = $1', [transactionId])
    expect(logged).toHaveLength(100)
    expect(logged.filter((row) => row.status === 'accepted')).toHaveLength(1)
  })
})

describe('events and currencies', () => {
  test('maps the event to its type and converts the payout at the settings’ rates', async () => {
    const response = await postback({
      click_id: clickId,
      token: SECRET,
      transaction_id: `tx-usd-${run}`,
      event: 'FTD',
      payout: '100',
      currency: 'usd',
    })
    expect(await response.json()).toEqual({ status: 'accepted' })
    const [rates] = await sql<{ usd: string }>(
      `select value->>'USD' as usd from site_settings where key = 'reporting.currency_rates'`,
    )
    const [row] = await sql<{
      event_type: string
      payout: string
      currency: string
      payout_reporting: string
    }>(
      'select event_type, payout::text, currency, payout_reporting::text from postbacks where transaction_id = $1',
      [`tx-usd-${run}`],
    )
    expect(row).toEqual({
      event_type: 'first_deposit',
      payout: '100.0000',
      currency: 'USD',
      payout_reporting: (100 * Number(rates!.usd)).toFixed(4),
    })
  })

  test('reads the network’s status through the mapping and rejects a declined conversion', async () => {
    await sql(
      `update postback_sources set param_map = param_map || '{"status": "state"}' where slug = $1`,
      [demoPostbackSource.slug],
    )
    try {
      const response = await postback({
        click_id: clickId,
        token: SECRET,
        transaction_id: `tx-declined-${run}`,
        state: 'reversed',
      })
      expect(await response.json()).toEqual({
        status: 'rejected',
        reason: 'the network reports status "reversed"',
      })
      const [row] = await sql<{ network_status: string }>(
        'select network_status from postbacks where transaction_id = $1',
        [`tx-declined-${run}`],
      )
      expect(row?.network_status).toBe('reversed')
    } finally {
      await sql(`update postback_sources set param_map = param_map - 'status' where slug = $1`, [
        demoPostbackSource.slug,
      ])
    }
  })

  test('masks a renamed token parameter in the stored request', async () => {
    await sql(
      `update postback_sources set param_map = param_map || '{"token": "key"}' where slug = $1`,
      [demoPostbackSource.slug],
    )
    try {
      const response = await fetch(
        `${stack.url}/functions/v1/postback/${demoPostbackSource.slug}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            click_id: clickId,
            key: SECRET,
            transaction_id: `tx-key-${run}`,
          }),
        },
      )
      expect(await response.json()).toEqual({ status: 'accepted' })
      const [row] = await sql<{ request_body: string }>(
        'select request_body from postbacks where transaction_id = $1',
        [`tx-key-${run}`],
      )
      expect(row?.request_body).not.toContain(SECRET)
      expect(row?.request_body).toContain('key=[redacted]&')
    } finally {
      await sql(`update postback_sources set param_map = param_map - 'token' where slug = $1`, [
        demoPostbackSource.slug,
      ])
    }
  })
})

describe('a postback before its click', () => {
  test('is kept unmatched and linked when the click arrives', async () => {
    const lateClick = `pblate${run}`
    const response = await postback({
      click_id: lateClick,
      token: SECRET,
      transaction_id: `tx-late-${run}`,
      event: 'registration',
    })
    expect(await response.json()).toEqual({ status: 'unmatched', reason: 'click not recorded yet' })
    const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
    const click = await recordClick(brand!.id, lateClick)
    expect(click.status).toBe(201)
    try {
      const [row] = await sql<{ status: string; status_reason: string; linked: boolean }>(
        `select p.status, p.status_reason, p.brand_click_id = c.id as linked
           from postbacks p join brand_clicks_history c on c.click_id = p.click_id
          where p.transaction_id = $1`,
        [`tx-late-${run}`],
      )
      expect(row).toEqual({
        status: 'accepted',
        status_reason: 'linked when its click arrived',
        linked: true,
      })
    } finally {
      await sql('delete from brand_clicks_history where click_id = $1', [lateClick])
    }
  })

  test('is linked whichever commits first when both arrive at once', async () => {
    const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
    const clickIds = Array.from({ length: 10 }, (_, i) => `pbrace${i}x${run}`)
    try {
      await Promise.all(
        clickIds.flatMap((id) => [
          postback({ click_id: id, token: SECRET, transaction_id: `tx-race-${id}` }),
          recordClick(brand!.id, id),
        ]),
      )
      const linked = await sql<{ status: string }>(
        `select p.status from postbacks p join brand_clicks_history c on c.id = p.brand_click_id
          where p.click_id = any($1)`,
        [clickIds],
      )
      expect(linked.map((row) => row.status)).toEqual(clickIds.map(() => 'accepted'))
    } finally {
      await sql('delete from brand_clicks_history where click_id = any($1)', [clickIds])
    }
  })
})
