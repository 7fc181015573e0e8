/**
 * What the reports read instead of raw rows stays exact as traffic arrives (migrations
 * 20261125000100_report_speed.sql, 20261126000100_report_dimensions.sql and
 * 20261126000200_click_pipeline.sql): each click's accepted_postbacks, conversions and revenue
 * equal its accepted, non-test postbacks; the hourly rollups, per country and per dimension value,
 * plus what the fold job has not folded yet (private.click_tail / session_tail: rows past the
 * watermark and pending changes of folded rows) equal the raw clicks and sessions at every moment;
 * and once the job has run, the rollups alone do, with nothing left in the tail. Traffic: visitor
 * calls through the REST API, clicks recorded by the redirect's service key, postbacks accepted,
 * arriving before their click, rejected or tests, updates of what rows are grouped by, and deletes.
 * The stored referrer host and landing path are what the URLs say.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql, stack } from '../support/clients.ts'

const run = Date.now().toString(36)
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
let brandId = ''

/** A call to the REST API as the site makes it (a visitor's, or the redirect's service key). */
async function post(path: string, body: unknown, key = stack.anonKey) {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'user-agent': CHROME,
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.status, text).toBeLessThan(300)
  return text
}

/** A visitor's click through record_click(): the id is the one the server issued. */
async function recordClick(extra: Record<string, unknown> = {}): Promise<string> {
  const text = await post('rpc/record_click', {
    p_click: { brand_id: brandId, user_id: `u-${run}`, session_id: `s-${run}-0001`, ...extra },
  })
  return JSON.parse(text) as string
}

/** A click the /go redirect records with the service key, under the id it issued. */
async function redirectClick(clickId: string) {
  await post(
    'brand_clicks_history',
    {
      brand_id: brandId,
      click_id: clickId,
      click_path: 'redirect',
      user_id: `u-${run}`,
      session_id: `s-${run}-0001`,
    },
    stack.serviceRoleKey,
  )
}

async function postback(clickId: string, eventType: string, payout: number, extra = '') {
  await sql(
    `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id ${extra ? ', is_test' : ''})
     values ($1, $2, $3, 'unmatched', $4 ${extra ? ', true' : ''})`,
    [clickId, eventType, payout, `tx-${run}-${Math.random()}`],
  )
}

const WHOLE_TIME = `'-infinity'::timestamptz, 'infinity'::timestamptz`

/** A rollup as the reports read it: its rows plus the tail, summed per key; zero rows dropped. */
function asReported(rollupRows: string, tailRows: string, keys: string, sums: string[]) {
  const total = sums.map((name) => `sum(${name}) as ${name}`).join(', ')
  return `select ${keys}, ${total} from ((${rollupRows}) union all (${tailRows})) as x
           group by ${keys} having sum(${sums[0]}) <> 0`
}

const CLICK_TAIL = `select date_trunc('hour', (t.click).click_time, 'UTC') as hour, (t.click).country,
  (t.click).is_bot_filtered, t.sign as clicks, t.sign * (t.click).conversions as conversions,
  t.sign * (t.click).revenue as revenue from private.click_tail(${WHOLE_TIME}) as t`
const SESSION_TAIL = `select date_trunc('hour', (t.session).created_at, 'UTC') as hour, (t.session).country,
  t.sign as sessions from private.session_tail(${WHOLE_TIME}) as t`

/**
 * Rows where the stored totals differ from the raw rows they stand for: none when exact.
 * `folded`: the rollups alone, after the job (else the rollups plus the tail, as reports read).
 */
async function mismatches(folded = false) {
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
  const clickTail = folded ? 'select null, null, null, 0, 0, 0 where false' : CLICK_TAIL
  const sessionTail = folded ? 'select null, null, 0 where false' : SESSION_TAIL
  const dimensionClickTail = folded
    ? 'select null, null, null, null, null, null, 0, 0, 0 where false'
    : `select d.dimension, date_trunc('hour', (t.click).click_time, 'UTC'), (t.click).country,
         (t.click).is_bot_filtered, d.value, d.source_key, t.sign, t.sign * (t.click).conversions,
         t.sign * (t.click).revenue
         from private.click_tail(${WHOLE_TIME}) as t
        cross join lateral private.click_dimensions(t.click) as d`
  const dimensionSessionTail = folded
    ? 'select null, null, null, null, null, 0 where false'
    : `select d.dimension, date_trunc('hour', (t.session).created_at, 'UTC'), (t.session).country, d.value,
         d.source_key, t.sign
         from private.session_tail(${WHOLE_TIME}) as t
        cross join lateral private.session_dimensions(t.session) as d`
  const hourlyClicks = await differences(
    `select date_trunc('hour', click_time, 'UTC') as hour, country, is_bot_filtered, count(*) as clicks,
            sum(conversions) as conversions, sum(revenue) as revenue
       from brand_clicks_history group by 1, 2, 3`,
    asReported(
      'select hour, country, is_bot_filtered, clicks, conversions, revenue from traffic_hourly_clicks',
      clickTail,
      'hour, country, is_bot_filtered',
      ['clicks', 'conversions', 'revenue'],
    ),
  )
  const hourlySessions = await differences(
    `select date_trunc('hour', created_at, 'UTC') as hour, country, count(*) as sessions
       from visitor_sessions group by 1, 2`,
    asReported(
      'select hour, country, sessions from traffic_hourly_sessions',
      sessionTail,
      'hour, country',
      ['sessions'],
    ),
  )
  const dimensionClicks = await differences(
    `select d.dimension, date_trunc('hour', c.click_time, 'UTC') as hour, c.country, c.is_bot_filtered,
            d.value, d.source_key, count(*) as clicks, sum(c.conversions) as conversions, sum(c.revenue) as revenue
       from brand_clicks_history c
      cross join lateral (values ${CLICK_DIMENSIONS}) as d (dimension, value, source_key)
      group by 1, 2, 3, 4, 5, 6`,
    asReported(
      `select dimension, hour, country, is_bot_filtered, value, source_key, clicks, conversions, revenue
         from traffic_hourly_click_dimensions`,
      dimensionClickTail,
      'dimension, hour, country, is_bot_filtered, value, source_key',
      ['clicks', 'conversions', 'revenue'],
    ),
  )
  const dimensionSessions = await differences(
    `select d.dimension, date_trunc('hour', s.created_at, 'UTC') as hour, s.country, d.value, d.source_key,
            count(*) as sessions
       from visitor_sessions s
      cross join lateral (values ${SESSION_DIMENSIONS}) as d (dimension, value, source_key)
      group by 1, 2, 3, 4, 5`,
    asReported(
      'select dimension, hour, country, value, source_key, sessions from traffic_hourly_session_dimensions',
      dimensionSessionTail,
      'dimension, hour, country, value, source_key',
      ['sessions'],
    ),
  )
  return { clicks, hourlyClicks, hourlySessions, dimensionClicks, dimensionSessions }
}

/** Rows the rollups do not hold yet, after a run of the rollup job. */
async function tailAfterFold(): Promise<number> {
  await sql('select private.fold_traffic_rollups()')
  const [tail] = await sql<{ rows: number }>(
    `select ((select count(*) from private.click_tail(${WHOLE_TIME}))
          + (select count(*) from private.session_tail(${WHOLE_TIME})))::int as rows`,
  )
  return tail!.rows
}

/**
 * Exact as reported now, and, once the job has run, in the rollups alone with an empty tail.
 * Polled: a run that meets the local stack's own timer run under way leaves the work to it
 * (it returns 0 at once), so the tail empties on that run or the next.
 */
async function expectExact() {
  expect(await mismatches()).toEqual(exact)
  await expect.poll(tailAfterFold).toBe(0)
  expect(await mismatches(true)).toEqual(exact)
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
  await sql(
    `delete from postbacks where click_id in (select click_id from brand_clicks_history where user_id = $1)
        or click_id like $2`,
    [`u-${run}`, `%${run}%`],
  )
  await sql('delete from brand_clicks_history where user_id = $1', [`u-${run}`])
  await sql('delete from visitor_sessions where user_id = $1', [`u-${run}`])
})

describe('postback totals and hourly rollups', () => {
  test('follow visitor inserts, postbacks of every kind and deletes', async () => {
    await post('visitor_sessions', {
      session_id: `s-${run}-0001`,
      user_id: `u-${run}`,
      entry_page: '/ca',
      referrer: 'https://User@News.Example.com:8443/story?x=1',
      device_type: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      utm_campaign: 'launch',
    })
    const a = await recordClick({
      page_url: 'https://casinos.example/ca/slots?utm_source=x#top',
      referrer: 'https://WWW.Google.com/search?q=casino',
      device_type: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      campaign: 'launch',
      card_position: 2,
    })
    const b = await recordClick()
    await expectExact()

    const [click] = await sql<{ referrer_host: string; landing_path: string }>(
      'select referrer_host, landing_path from brand_clicks_history where click_id = $1',
      [a],
    )
    expect(click).toEqual({ referrer_host: 'www.google.com', landing_path: '/ca/slots' })
    const [session] = await sql('select referrer_host from visitor_sessions where user_id = $1', [
      `u-${run}`,
    ])
    expect(session).toEqual({ referrer_host: 'news.example.com' })

    // Accepted on arrival; a registration and a deposit; a test postback and a rejected one.
    await postback(a, 'registration', 0)
    await postback(a, 'first_deposit', 120.5)
    await postback(a, 'first_deposit', 999, 'test')
    await sql(
      `insert into postbacks (click_id, event_type, payout_reporting, status, transaction_id)
       values ($1, 'first_deposit', 555, 'rejected', $2)`,
      [a, `tx-${run}-rejected`],
    )
    // A postback before its click (recorded by the redirect in the background) waits unmatched,
    // and counts once the click arrives.
    const c = `c${run}`
    await postback(c, 'deposit', 40)
    expect(await mismatches()).toEqual(exact)
    await redirectClick(c)

    const totals = await sql(
      `select click_id, accepted_postbacks, conversions, revenue::float as revenue
         from brand_clicks_history where user_id = $1`,
      [`u-${run}`],
    )
    expect(totals).toEqual(
      expect.arrayContaining([
        { click_id: a, accepted_postbacks: 2, conversions: 2, revenue: 120.5 },
        { click_id: b, accepted_postbacks: 0, conversions: 0, revenue: 0 },
        { click_id: c, accepted_postbacks: 1, conversions: 0, revenue: 40 },
      ]),
    )
    expect(totals).toHaveLength(3)
    await expectExact()

    // What a click and a session are grouped by changes.
    await sql(
      `update brand_clicks_history set card_position = 3, source = 'newsletter', campaign = 'spring'
        where click_id = $1`,
      [b],
    )
    await sql(
      `update visitor_sessions set utm_source = 'mail', utm_campaign = 'spring', entry_page = '/de'
        where user_id = $1`,
      [`u-${run}`],
    )
    await expectExact()

    // Deletes: a postback, then a click (its postbacks are unlinked), then the session.
    await sql(`delete from postbacks where click_id = $1 and event_type = 'registration'`, [a])
    await sql('delete from brand_clicks_history where click_id = $1', [c])
    expect(await mismatches()).toEqual(exact)
    await sql('delete from visitor_sessions where user_id = $1', [`u-${run}`])
    await expectExact()
  })

  test('private.rebuild_traffic_totals() repairs totals written with the triggers off', async () => {
    const d = await recordClick()
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
        [d],
      )
      await client.query('commit')
    } finally {
      await client.end()
    }
    expect((await mismatches()).clicks).toHaveLength(1)
    await sql('select private.rebuild_traffic_totals()')
    await expectExact()
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
