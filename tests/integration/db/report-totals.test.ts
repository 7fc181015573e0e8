/**
 * What the reports read instead of raw rows (migrations 20261125000100_report_speed.sql and
 * 20261126000100_report_dimensions.sql) stays exact as traffic arrives: each click's
 * accepted_postbacks, conversions and revenue equal its accepted, non-test postbacks, and the hourly
 * rollups, per country and per dimension value, equal the raw clicks and sessions, after visitor
 * inserts through the REST API, postbacks accepted, arriving before their click, rejected or tests,
 * updates of what the rows are grouped by, and deletes. The stored referrer host and landing path
 * are what the URLs say.
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
  const hourlyClicks = await differences(
    `select date_trunc('hour', click_time, 'UTC') as hour, country, is_bot_filtered, count(*) as clicks,
            sum(conversions) as conversions, sum(revenue) as revenue
       from brand_clicks_history group by 1, 2, 3`,
    `select hour, country, is_bot_filtered, clicks, conversions, revenue from traffic_hourly_clicks where clicks <> 0`,
  )
  const hourlySessions = await differences(
    `select date_trunc('hour', created_at, 'UTC') as hour, country, count(*) as sessions
       from visitor_sessions group by 1, 2`,
    `select hour, country, sessions from traffic_hourly_sessions where sessions <> 0`,
  )
  const dimensionClicks = await differences(
    `select d.dimension, date_trunc('hour', c.click_time, 'UTC') as hour, c.country, c.is_bot_filtered,
            d.value, d.source_key, count(*) as clicks, sum(c.conversions) as conversions, sum(c.revenue) as revenue
       from brand_clicks_history c
      cross join lateral (values ${CLICK_DIMENSIONS}) as d (dimension, value, source_key)
      group by 1, 2, 3, 4, 5, 6`,
    `select dimension, hour, country, is_bot_filtered, value, source_key, clicks, conversions, revenue
       from traffic_hourly_click_dimensions where clicks <> 0`,
  )
  const dimensionSessions = await differences(
    `select d.dimension, date_trunc('hour', s.created_at, 'UTC') as hour, s.country, d.value, d.source_key,
            count(*) as sessions
       from visitor_sessions s
      cross join lateral (values ${SESSION_DIMENSIONS}) as d (dimension, value, source_key)
      group by 1, 2, 3, 4, 5`,
    `select dimension, hour, country, value, source_key, sessions
       from traffic_hourly_session_dimensions where sessions <> 0`,
  )
  return { clicks, hourlyClicks, hourlySessions, dimensionClicks, dimensionSessions }
}

/** Rows of either query missing from the other: none when the rollup equals the raw grouping. */
function differences(raw: string, rollup: string) {
  return sql(`((${raw}) except (${rollup})) union all ((${rollup}) except (${raw}))`)
}

/** What the breakdowns group clicks and sessions by, written out here from the spec of each. */
const SOURCE = (utm: string, alias: string) =>
  `('source', coalesce(${alias}.${utm}, ${alias}.referrer_host),
    case when ${alias}.${utm} is null and ${alias}.referrer_host is not null then 'referrer' end)`
const CLICK_DIMENSIONS = `('brand', c.brand_id::text, null::text), ('browser', c.browser, null),
  ('campaign', c.campaign, null), ('device', c.device_type, null), ('landing', c.landing_path, null),
  ('os', c.os, null), ('position', c.card_position::text, null), ${SOURCE('source', 'c')}`
const SESSION_DIMENSIONS = `('browser', s.browser, null::text), ('campaign', s.utm_campaign, null),
  ('device', s.device_type, null), ('landing', s.entry_page, null), ('os', s.os, null),
  ${SOURCE('utm_source', 's')}`

const exact = {
  clicks: [],
  hourlyClicks: [],
  hourlySessions: [],
  dimensionClicks: [],
  dimensionSessions: [],
}

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
      device_type: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      utm_campaign: 'launch',
    })
    await recordClick(`a${run}`, {
      page_url: 'https://casinos.example/ca/slots?utm_source=x#top',
      referrer: 'https://WWW.Google.com/search?q=casino',
      device_type: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      campaign: 'launch',
      card_position: 2,
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

    // What a click and a session are grouped by changes.
    await sql(
      `update brand_clicks_history set card_position = 3, source = 'newsletter', campaign = 'spring'
        where click_id = $1`,
      [`b${run}`],
    )
    await sql(
      `update visitor_sessions set utm_source = 'mail', utm_campaign = 'spring', entry_page = '/de'
        where user_id = $1`,
      [`u-${run}`],
    )
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

describe('which rollup answers a report', () => {
  const WEEK = ['2021-03-24 00:00+02', '2021-03-31 00:00+03'] as const
  test.each([
    [{}, null, WEEK, 'country'],
    [{ country: 'ca', traffic: 'all' }, null, WEEK, 'country'],
    [{ country: 'ca' }, 'country', WEEK, 'country'],
    [{ brand: 'x' }, null, WEEK, 'brand'],
    // A category is a set of brands; a brand breakdown of it reads the brand rollup.
    [{ category: 'x', country: 'ca' }, 'brand', WEEK, 'brand'],
    [{}, 'os', WEEK, 'os'],
    [{ source: 'google' }, 'source', WEEK, 'source'],
    [{ device: 'mobile', country: 'ca' }, 'country', WEEK, 'device'],
    [{ device: 'mobile', country: null }, null, WEEK, 'device'],
    // Two dimensions, or a filter no rollup holds exactly: the raw rows.
    [{ device: 'mobile' }, 'os', WEEK, null],
    [{ brand: 'x', position: '1' }, null, WEEK, null],
    [{ referrer: 't.co' }, 'source', WEEK, null],
    [{ medium: 'cpc' }, null, WEEK, null],
    // Asia/Kolkata's midnight is a half hour into a UTC hour.
    [{}, null, ['2021-03-24 00:00+05:30', '2021-03-31 00:00+05:30'], null],
  ] as const)(
    'filters %j, breakdown by %s, %j: %s',
    async (filters, dimension, [from, to], expected) => {
      const [row] = await sql<{ rollup: string | null }>(
        'select private.report_rollup($1, $2, $3, $4) as rollup',
        [filters, from, to, dimension],
      )
      expect(row!.rollup).toBe(expected)
    },
  )
})
