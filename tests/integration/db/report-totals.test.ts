/**
 * What the reports read instead of raw rows (migration 20261125000100_report_speed.sql) stays exact
 * as traffic arrives: each click's accepted_postbacks, conversions and revenue equal its accepted,
 * non-test postbacks, and the hourly rollups equal the raw clicks and sessions, after visitor
 * inserts through the REST API, postbacks accepted, arriving before their click, rejected or
 * tests, and deletes. The stored referrer host and landing path are what the URLs say.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql, stack } from '../support/clients.ts'

const run = Date.now().toString(36)
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
let brandId = ''

/** A visitor's insert through the REST API, as the site makes it. */
async function visitorInsert(table: string, row: Record<string, unknown>) {
  const response = await fetch(`${stack.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'user-agent': CHROME },
    body: JSON.stringify(row),
  })
  expect(response.status, await response.text()).toBe(201)
}

async function recordClick(clickId: string, extra: Record<string, unknown> = {}) {
  await visitorInsert('brand_clicks_history', {
    brand_id: brandId,
    click_id: clickId,
    user_id: `u-${run}`,
    session_id: `s-${run}-0001`,
    ...extra,
  })
}

async function postback(clickId: string, eventType: string, payout: number, extra = '') {
  await sql(
    `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id ${extra ? ', is_test' : ''})
     values ($1, $2, $3, 'unmatched', $4 ${extra ? ', true' : ''})`,
    [clickId, eventType, payout, `tx-${run}-${Math.random()}`],
  )
}

/** Rows where the stored totals differ from the raw rows they stand for: none when exact. */
async function mismatches() {
  const clicks = await sql(
    `select c.click_id, c.accepted_postbacks, c.conversions, c.revenue
       from brand_clicks_history c
       left join lateral (
         select count(*)::int as accepted,
                (count(*) filter (where p.event_type in ('registration', 'first_deposit')))::int as conversions,
                coalesce(sum(p.payout_reporting), 0) as revenue
           from postbacks p
          where p.brand_click_id = c.id and p.status = 'accepted' and not p.is_test
       ) t on true
      where (c.accepted_postbacks, c.conversions, c.revenue) is distinct from (t.accepted, t.conversions, t.revenue)`,
  )
  const hourlyClicks = await sql(
    `(select date_trunc('hour', click_time, 'UTC') as hour, country, is_bot_filtered, count(*) as clicks,
             sum(conversions) as conversions, sum(revenue) as revenue
        from brand_clicks_history group by 1, 2, 3
      except
      select hour, country, is_bot_filtered, clicks, conversions, revenue from traffic_hourly_clicks where clicks <> 0)
     union all
     (select hour, country, is_bot_filtered, clicks, conversions, revenue from traffic_hourly_clicks where clicks <> 0
      except
      select date_trunc('hour', click_time, 'UTC'), country, is_bot_filtered, count(*), sum(conversions), sum(revenue)
        from brand_clicks_history group by 1, 2, 3)`,
  )
  const hourlySessions = await sql(
    `(select date_trunc('hour', created_at, 'UTC') as hour, country, count(*) as sessions
        from visitor_sessions group by 1, 2
      except
      select hour, country, sessions from traffic_hourly_sessions where sessions <> 0)
     union all
     (select hour, country, sessions from traffic_hourly_sessions where sessions <> 0
      except
      select date_trunc('hour', created_at, 'UTC'), country, count(*) from visitor_sessions group by 1, 2)`,
  )
  return { clicks, hourlyClicks, hourlySessions }
}

const exact = { clicks: [], hourlyClicks: [], hourlySessions: [] }

beforeAll(async () => {
  const [brand] = await sql<{ id: string }>('select id from brands where is_active limit 1')
  brandId = brand!.id
})

afterAll(async () => {
  await sql(`delete from postbacks where click_id like $1`, [`%${run}%`])
  await sql('delete from brand_clicks_history where user_id = $1', [`u-${run}`])
  await sql('delete from visitor_sessions where user_id = $1', [`u-${run}`])
})

describe('postback totals and hourly rollups', () => {
  test('follow visitor inserts, postbacks of every kind and deletes', async () => {
    await visitorInsert('visitor_sessions', {
      session_id: `s-${run}-0001`,
      user_id: `u-${run}`,
      entry_page: '/ca',
      referrer: 'https://User@News.Example.com:8443/story?x=1',
    })
    await recordClick(`a${run}`, {
      page_url: 'https://casinos.example/ca/slots?utm_source=x#top',
      referrer: 'https://WWW.Google.com/search?q=casino',
    })
    await recordClick(`b${run}`)
    expect(await mismatches()).toEqual(exact)

    const [click] = await sql<{ referrer_host: string; landing_path: string }>(
      'select referrer_host, landing_path from brand_clicks_history where click_id = $1',
      [`a${run}`],
    )
    expect(click).toEqual({ referrer_host: 'www.google.com', landing_path: '/ca/slots' })
    const [session] = await sql('select referrer_host from visitor_sessions where user_id = $1', [
      `u-${run}`,
    ])
    expect(session).toEqual({ referrer_host: 'news.example.com' })

    // Accepted on arrival; a registration and a deposit; a test postback and a rejected one.
    await postback(`a${run}`, 'registration', 0)
    await postback(`a${run}`, 'first_deposit', 120.5)
    await postback(`a${run}`, 'first_deposit', 999, 'test')
    await sql(
      `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id)
       values ($1, 'first_deposit', 555, 'rejected', $2)`,
      [`a${run}`, `tx-${run}-rejected`],
    )
    // A postback before its click waits unmatched, and counts once the click arrives.
    await postback(`c${run}`, 'deposit', 40)
    expect(await mismatches()).toEqual(exact)
    await recordClick(`c${run}`)

    const totals = await sql(
      `select click_id, accepted_postbacks, conversions, revenue::float as revenue
         from brand_clicks_history where user_id = $1 order by click_id`,
      [`u-${run}`],
    )
    expect(totals).toEqual([
      { click_id: `a${run}`, accepted_postbacks: 2, conversions: 2, revenue: 120.5 },
      { click_id: `b${run}`, accepted_postbacks: 0, conversions: 0, revenue: 0 },
      { click_id: `c${run}`, accepted_postbacks: 1, conversions: 0, revenue: 40 },
    ])
    expect(await mismatches()).toEqual(exact)

    // Deletes: a postback, then a click (its postbacks are unlinked), then the session.
    await sql(`delete from postbacks where click_id = $1 and event_type = 'registration'`, [
      `a${run}`,
    ])
    await sql('delete from brand_clicks_history where click_id = $1', [`c${run}`])
    expect(await mismatches()).toEqual(exact)
    await sql('delete from visitor_sessions where user_id = $1', [`u-${run}`])
    expect(await mismatches()).toEqual(exact)
  })

  test('private.rebuild_traffic_totals() repairs totals written with the triggers off', async () => {
    await recordClick(`d${run}`)
    const client = await import('pg').then(
      ({ default: pg }) => new pg.Client({ connectionString: stack.dbUrl }),
    )
    await client.connect()
    try {
      await client.query('begin')
      await client.query('set local session_replication_role = replica')
      await client.query(
        `insert into postbacks (click_id, brand_click_id, event_type, payout_reporting, status)
         select click_id, id, 'registration', 10, 'accepted' from brand_clicks_history where click_id = $1`,
        [`d${run}`],
      )
      await client.query('commit')
    } finally {
      await client.end()
    }
    expect((await mismatches()).clicks).toHaveLength(1)
    await sql('select private.rebuild_traffic_totals()')
    expect(await mismatches()).toEqual(exact)
  })
})

describe('which reports the rollups answer', () => {
  test.each([
    [{}, '2021-03-24 00:00+02', '2021-03-31 00:00+03', true],
    [{ country: 'ca', traffic: 'all' }, '2021-03-24 00:00+02', '2021-03-31 00:00+03', true],
    [{ brand: 'x' }, '2021-03-24 00:00+02', '2021-03-31 00:00+03', false],
    [{ device: 'mobile', country: 'ca' }, '2021-03-24 00:00+00', '2021-03-25 00:00+00', false],
    // Asia/Kolkata's midnight is a half hour into a UTC hour.
    [{}, '2021-03-24 00:00+05:30', '2021-03-31 00:00+05:30', false],
  ])('filters %j from %s to %s: %s', async (filters, from, to, expected) => {
    const [row] = await sql<{ uses: boolean }>(
      'select private.report_uses_rollup($1, $2, $3) as uses',
      [filters, from, to],
    )
    expect(row!.uses).toBe(expected)
  })
})
