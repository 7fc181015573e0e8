/**
 * The postback function served by Deno: a conversion for a known click is accepted and
 * linked, a bad token is refused with 401 and still logged, and bad input is refused with
 * the reason zod (the deploy's npm: import) gives.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoPostbackSource } from '../../../supabase/emulator/seed-local.ts'
import { functionUrl, randomAddress, sql } from '../support.ts'

const run = randomUUID().replaceAll('-', '').slice(0, 12)
const clickId = `denopb${run}`

const postback = (query: Record<string, string>) =>
  fetch(functionUrl('postback', `/${demoPostbackSource.slug}?${new URLSearchParams(query)}`), {
    headers: { 'x-forwarded-for': randomAddress() },
  })

const logged = (transactionId: string) =>
  sql<{ status: string; linked: boolean }>(
    `select status, brand_click_id is not null as linked from postbacks
      where request_query->>'transaction_id' = $1 order by received_at`,
    [transactionId],
  )

beforeAll(async () => {
  await sql(
    `insert into brand_clicks_history (brand_id, click_id, click_path, user_id, session_id, ip, user_agent)
     select id, $1, 'redirect', $2, $2, '198.18.0.1', 'Mozilla/5.0' from brands where is_active limit 1`,
    [clickId, `u${run}`],
  )
})

afterAll(async () => {
  await sql(`delete from postbacks where request_query->>'click_id' = $1`, [clickId])
  await sql('delete from brand_clicks_history where click_id = $1', [clickId])
})

describe('GET /postback/{source} on Deno', () => {
  test('accepts a conversion for a known click and links it', async () => {
    const response = await postback({
      click_id: clickId,
      token: demoPostbackSource.secret,
      transaction_id: `tx1-${run}`,
      payout: '25.5',
      event: 'ftd',
    })
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { status: 'accepted' },
    })
    expect(await logged(`tx1-${run}`)).toEqual([{ status: 'accepted', linked: true }])
  })

  test('refuses a bad token with 401 and logs the refusal', async () => {
    const response = await postback({
      click_id: clickId,
      token: 'wrong-token',
      transaction_id: `tx2-${run}`,
    })
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 401,
      body: { status: 'rejected', reason: 'bad token' },
    })
    expect(await logged(`tx2-${run}`)).toEqual([{ status: 'rejected', linked: false }])
  })

  test('refuses bad input with 400 and the reason', async () => {
    const response = await postback({
      click_id: clickId,
      token: demoPostbackSource.secret,
      payout: 'lots',
      transaction_id: `tx3-${run}`,
    })
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { status: 'rejected', reason: 'payout must be a non-negative number' },
    })
  })
})
