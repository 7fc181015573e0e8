/**
 * The traffic logs against the local stack: who may read the click tables and the log views
 * (admins and analysts; never anon or editors), and the Outgoing Clicks page fetch
 * (src/features/admin/click-log/api/list-clicks.ts, run as an analyst) giving, for each
 * filter of the URL contract and of the log, exactly the rows raw SQL selects on a fixture,
 * including days cut in a reporting time zone other than UTC.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ListState } from '../../../src/features/admin/components/data-table/list-state.ts'
import type { FetchPage } from '../../../src/features/admin/components/data-table/types.ts'
import {
  clickCountFetcher,
  clickListOptions,
  clickPageFetcher,
} from '../../../src/features/admin/click-log/api/list-clicks.ts'
import {
  sessionCountFetcher,
  sessionListOptions,
  sessionPageFetcher,
} from '../../../src/features/admin/incoming/api/list-sessions.ts'
import { parseListState } from '../../../src/features/admin/components/data-table/list-state.ts'
import { anonClient, signInAs, sql, type Client } from '../support/clients.ts'

const tag = randomUUID().slice(0, 8)
const countryName = `IT ${tag} Land`
const countrySlug = `it-${tag}`
const brandSlugs = { a: `it-${tag}-a`, b: `it-${tag}-b` }

let analyst: Client
let editor: Client
let countryId: string
const brandIds: Record<'a' | 'b', string> = { a: '', b: '' }
const clickIds: string[] = []
const sessionIds: string[] = []

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'

type ClickSpec = {
  brand: 'a' | 'b'
  daysAgo: number
  session?: string
  device?: string
  browser?: string
  os?: string
  source?: string
  medium?: string
  campaign?: string
  social?: string
  referrer?: string
  page?: string
  position?: number
  game?: string
  /** Score rules: a non-browser agent and a fast click make a bot (25), a fast click alone suspicious (55). */
  agent?: string
  speedMs?: number
}

const SESSIONS = {
  s1: { entry: '/ca', source: 'google', device: 'desktop', referrer: null, daysAgo: 0 },
  s2: { entry: '/ca/slots', source: 'newsletter', device: 'desktop', referrer: null, daysAgo: 3 },
  s3: { entry: '/ca', source: null, device: 'desktop', referrer: null, daysAgo: 10 },
  s4: {
    entry: '/ca',
    source: null,
    device: 'mobile',
    referrer: 'https://duckduckgo.com/',
    daysAgo: 2,
  },
}

const CLICKS: ClickSpec[] = [
  {
    brand: 'a',
    daysAgo: 0,
    session: 's1',
    device: 'desktop',
    browser: 'Chrome',
    os: 'Linux',
    source: 'google',
    medium: 'cpc',
    campaign: 'winter',
    referrer: 'https://www.google.com/search?q=x',
    page: 'https://site.test/ca',
    position: 1,
  },
  {
    brand: 'a',
    daysAgo: 1,
    session: 's1',
    device: 'mobile',
    browser: 'Safari',
    os: 'iOS',
    social: 'Facebook',
    referrer: 'https://m.facebook.com/',
    page: 'https://site.test/ca/slots',
    position: 2,
    game: 'slots',
    speedMs: 100,
  },
  {
    brand: 'b',
    daysAgo: 3,
    session: 's2',
    device: 'tablet',
    browser: 'Chrome',
    os: 'Android',
    source: 'newsletter',
    medium: 'email',
    campaign: 'winter',
    page: 'https://site.test/ca/slots',
    position: 3,
    game: 'slots',
  },
  {
    brand: 'b',
    daysAgo: 10,
    session: 's3',
    device: 'desktop',
    browser: 'Firefox',
    os: 'Windows',
    referrer: 'https://bing.com/x',
    page: 'https://site.test/ca',
    position: 1,
    agent: 'node',
    speedMs: 50,
  },
  {
    brand: 'a',
    daysAgo: 40,
    device: 'mobile',
    browser: 'Chrome',
    os: 'Android',
    page: 'https://site.test/ca',
    position: 5,
  },
  {
    brand: 'a',
    daysAgo: 100,
    device: 'desktop',
    browser: 'Edge',
    os: 'Windows',
    source: 'google',
    referrer: 'https://www.google.com/',
    page: 'https://site.test/ca',
  },
]

async function insertFixture() {
  const [country] = await sql<{ id: string }>(
    `insert into public.countries (name, slug, sort_order) values ($1, $2, 900) returning id`,
    [countryName, countrySlug],
  )
  countryId = country!.id
  for (const key of ['a', 'b'] as const) {
    const [brand] = await sql<{ id: string }>(
      `insert into public.brands (country_id, brand_name, brand_slug, sort_order)
       values ($1, $2, $3, $4) returning id`,
      [countryId, `IT ${tag} Brand ${key}`, brandSlugs[key], key === 'a' ? 1 : 2],
    )
    brandIds[key] = brand!.id
  }
  // Brand a is a slots brand: the category filter reads the brand's categories.
  await sql(
    `insert into public.brand_categories (brand_id, category_id)
     select $1, id from public.categories where slug = 'slots' on conflict do nothing`,
    [brandIds.a],
  )
  // Each row stays on the UTC day it is meant for (daysAgo): a minute or two before now, but
  // never before that day's midnight, so 'today' and 'yesterday' hold in the first minutes
  // of a day too (the periods are cut by the database's clock, which a test cannot set).
  for (const [name, session] of Object.entries(SESSIONS)) {
    const [row] = await sql<{ id: string }>(
      `insert into public.visitor_sessions (session_id, user_id, entry_page, utm_source, country, device_type,
         referrer, user_agent, ip_address, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, '10.9.0.1',
               greatest(now() - make_interval(days => $9) - interval '2 minutes',
                        date_trunc('day', now() - make_interval(days => $9), 'UTC')))
       returning id`,
      [
        `${tag}-${name}`,
        `${tag}-user`,
        session.entry,
        session.source,
        countryName,
        session.device,
        session.referrer,
        BROWSER_UA,
        session.daysAgo,
      ],
    )
    sessionIds.push(row!.id)
  }
  for (const [index, click] of CLICKS.entries()) {
    const [row] = await sql<{ id: string }>(
      `insert into public.brand_clicks_history (
         brand_id, user_id, session_id, click_time, country, device_type, browser, os, source, medium,
         campaign, social_source, referrer, page_url, card_position, game, user_agent, click_speed_ms, ip)
       values ($1, $2, $3, greatest(now() - make_interval(days => $4) - interval '1 minute',
                                date_trunc('day', now() - make_interval(days => $4), 'UTC')), $5, $6, $7, $8, $9, $10,
               $11, $12, $13, $14, $15, $16, $17, $18, $19)
       returning id`,
      [
        brandIds[click.brand],
        `${tag}-user`,
        click.session ? `${tag}-${click.session}` : `${tag}-lone${index}`,
        click.daysAgo,
        countryName,
        click.device ?? null,
        click.browser ?? null,
        click.os ?? null,
        click.source ?? null,
        click.medium ?? null,
        click.campaign ?? null,
        click.social ?? null,
        click.referrer ?? null,
        click.page ?? null,
        click.position ?? null,
        click.game ?? null,
        click.agent ?? BROWSER_UA,
        click.speedMs ?? 5000,
        `10.9.1.${index + 1}`,
      ],
    )
    clickIds.push(row!.id)
  }
  // Converted: the first click (accepted); the third only has a rejected postback.
  await sql(
    `insert into public.postbacks (click_id, brand_click_id, event, event_type, payout, currency, status)
     values ('x', $1, 'ftd', 'first_deposit', 50, 'EUR', 'accepted'),
            ('y', $2, 'ftd', 'first_deposit', 50, 'EUR', 'rejected')`,
    [clickIds[0], clickIds[2]],
  )
}

beforeAll(async () => {
  ;[analyst, editor] = await Promise.all([signInAs('analyst'), signInAs('editor')])
  await insertFixture()
})

afterAll(async () => {
  await sql('delete from public.postbacks where brand_click_id = any ($1)', [clickIds])
  await sql('delete from public.brand_clicks_history where id = any ($1)', [clickIds])
  await sql('delete from public.visitor_sessions where id = any ($1)', [sessionIds])
  await sql('delete from public.brands where country_id = $1', [countryId])
  await sql('delete from public.countries where id = $1', [countryId])
  await sql(`update public.site_settings set value = '"UTC"' where key = 'reporting.time_zone'`)
})

describe('who reads the traffic logs', () => {
  const tables = [
    'brand_clicks_history',
    'visitor_sessions',
    'admin_click_log',
    'admin_session_log',
  ] as const

  test.each(tables)('anon is refused %s', async (table) => {
    const { data, error } = await anonClient()
      .from(table as 'brand_clicks_history')
      .select('id')
      .limit(1)
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  test.each(tables)('an editor reads no row of %s', async (table) => {
    const { data, error } = await editor
      .from(table as 'brand_clicks_history')
      .select('id')
      .limit(5)
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  test('an analyst reads the fixture through the views', async () => {
    const { data, error } = await analyst
      .from('admin_click_log')
      .select('id, brand_slug, converted')
      .in('id', clickIds)
    expect(error).toBeNull()
    expect(data).toHaveLength(CLICKS.length)
    expect(data!.find((row) => row.id === clickIds[0])).toMatchObject({
      brand_slug: brandSlugs.a,
      converted: true,
    })
  })

  test('anon may not ask for a period', async () => {
    const { error } = await anonClient().rpc('log_period_bounds', { p_period: '7d' })
    expect(error?.code).toBe('42501')
  })
})

/** The ids a page fetch returns for URL parameters (every page, as the CSV export reads them). */
async function fetchedIds(
  search: string,
  log: 'clicks' | 'sessions' = 'clicks',
): Promise<string[]> {
  const params = new URLSearchParams(search)
  const state: ListState =
    log === 'clicks'
      ? parseListState(params, clickListOptions)
      : parseListState(params, sessionListOptions)
  const fetchPage: FetchPage<{ id: string }> =
    log === 'clicks' ? clickPageFetcher(analyst) : sessionPageFetcher(analyst)
  const ids: string[] = []
  for (let from = 0; ; from += 2) {
    const page = await fetchPage(state, { from, to: from + 1 }, { count: false })
    ids.push(...page.rows.map((row) => row.id))
    if (page.rows.length < 2) return ids.sort()
  }
}

/**
 * The log's count for the URL `search`, as the list shows it: exact, whether the report
 * functions count it (the contract's keys) or the rows are counted (the log's own keys, a
 * search), the period here holding few rows.
 */
async function fetchedCount(search: string, log: 'clicks' | 'sessions' = 'clicks') {
  const params = new URLSearchParams(search)
  const state =
    log === 'clicks'
      ? parseListState(params, clickListOptions)
      : parseListState(params, sessionListOptions)
  const fetchCount = log === 'clicks' ? clickCountFetcher(analyst) : sessionCountFetcher(analyst)
  return fetchCount(state, new AbortController().signal)
}

/** The fixture's ids where `condition` holds on c (brand_clicks_history) in raw SQL. */
async function sqlIds(condition: string, params: unknown[] = []): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `select c.id from public.brand_clicks_history c
     left join public.brands b on b.id = c.brand_id
     left join public.visitor_sessions s on s.id = c.click_in_id
     where c.id = any ($1) and (${condition})
     order by c.id`,
    [clickIds, ...params],
  )
  return rows.map((row) => row.id).sort()
}

const accepted = `exists (select 1 from public.postbacks p where p.brand_click_id = c.id and p.status = 'accepted')`

describe('Outgoing Clicks filters', () => {
  const cases: [string, string, string][] = [
    ['country (code)', `country=${countrySlug}`, `c.country = '${countryName}'`],
    [
      'brand (slug)',
      `country=${countrySlug}&brand=${brandSlugs.b}`,
      `b.brand_slug = '${brandSlugs.b}'`,
    ],
    ['device', `country=${countrySlug}&device=mobile`, `c.device_type = 'mobile'`],
    ['browser', `country=${countrySlug}&browser=Chrome`, `c.browser = 'Chrome'`],
    ['os', `country=${countrySlug}&os=Windows`, `c.os = 'Windows'`],
    ['source', `country=${countrySlug}&source=google`, `c.source = 'google'`],
    ['medium', `country=${countrySlug}&medium=email`, `c.medium = 'email'`],
    ['campaign', `country=${countrySlug}&campaign=winter`, `c.campaign = 'winter'`],
    ['social', `country=${countrySlug}&social=Facebook`, `c.social_source = 'Facebook'`],
    [
      'referrer host',
      `country=${countrySlug}&referrer=www.google.com`,
      `c.referrer like 'https://www.google.com/%'`,
    ],
    [
      'landing page (where the click happened)',
      `country=${countrySlug}&landing=/ca/slots`,
      `split_part(regexp_replace(c.page_url, '^https?://[^/]+', ''), '?', 1) = '/ca/slots'`,
    ],
    [
      'category (of the brand)',
      `country=${countrySlug}&category=slots`,
      `c.brand_id in (select bc.brand_id from public.brand_categories bc
         join public.categories cat on cat.id = bc.category_id where cat.slug = 'slots')`,
    ],
    ['position', `country=${countrySlug}&position=1`, `c.card_position = 1`],
    ['converted', `country=${countrySlug}&converted=yes`, accepted],
    ['not converted', `country=${countrySlug}&converted=no`, `not ${accepted}`],
    ['humans only', `country=${countrySlug}&traffic=humans`, `c.traffic_quality_score >= 30`],
    [
      'quality band high',
      `country=${countrySlug}&quality=high`,
      `c.traffic_quality_score between 80 and 100`,
    ],
    [
      'quality band low',
      `country=${countrySlug}&quality=low`,
      `c.traffic_quality_score between 30 and 59`,
    ],
    ['quality band bot', `country=${countrySlug}&quality=bot`, `c.traffic_quality_score < 30`],
    ['suspicious', `country=${countrySlug}&suspicious=yes`, `c.is_suspicious`],
    ['bot-filtered', `country=${countrySlug}&bot=yes`, `c.is_bot_filtered`],
    ['not bot-filtered', `country=${countrySlug}&bot=no`, `not c.is_bot_filtered`],
    ['linked', `country=${countrySlug}&linked=yes`, `c.click_in_id is not null`],
    ['not linked', `country=${countrySlug}&linked=no`, `c.click_in_id is null`],
    ['search', `country=${countrySlug}&q=${tag}-s2`, `c.session_id = '${tag}-s2'`],
    [
      '30 days',
      `country=${countrySlug}&period=30d`,
      `c.click_time >= ((now() at time zone 'UTC')::date - 29)::timestamp at time zone 'UTC'`,
    ],
    [
      'today',
      `country=${countrySlug}&period=today`,
      `c.click_time >= (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'`,
    ],
  ]

  test.each(cases)('%s', async (_name, search, condition) => {
    const expected = await sqlIds(condition)
    // Each case narrows the fixture to a part of it (the country alone keeps it whole).
    expect(expected.length).toBeGreaterThan(0)
    if (search.includes('&')) expect(expected.length).toBeLessThan(CLICKS.length)
    expect(await fetchedIds(search)).toEqual(expected)
    expect(await fetchedCount(search)).toEqual({ value: expected.length, exact: true })
  })

  test('the fixture exercises every band and flag', async () => {
    const scores = await sql<{ traffic_quality_score: number }>(
      'select traffic_quality_score from public.brand_clicks_history where id = any ($1) order by 1',
      [clickIds],
    )
    expect(scores.map((row) => row.traffic_quality_score)).toEqual([25, 55, 95, 95, 100, 100])
  })

  test('from and to are inclusive days of the reporting time zone', async () => {
    const zone = 'Pacific/Kiritimati' // UTC+14: its days differ from UTC's for 14 hours of each.
    await sql(`update public.site_settings set value = $1 where key = 'reporting.time_zone'`, [
      JSON.stringify(zone),
    ])
    const [days] = await sql<{ start: string; today: string }>(
      `select to_char((now() at time zone $1)::date - 3, 'YYYY-MM-DD') as start,
              to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as today`,
      [zone],
    )
    const { start, today } = days!
    const expected = await sqlIds(
      `c.click_time >= ($2::date)::timestamp at time zone $4
       and c.click_time < ($3::date + 1)::timestamp at time zone $4`,
      [start, today, zone],
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(await fetchedIds(`country=${countrySlug}&from=${start}&to=${today}`)).toEqual(expected)
    expect(await fetchedCount(`country=${countrySlug}&from=${start}&to=${today}`)).toEqual({
      value: expected.length,
      exact: true,
    })
  })

  test('the newest click comes first; the count is its own request', async () => {
    const state = parseListState(new URLSearchParams(`country=${countrySlug}`), clickListOptions)
    const page = await clickPageFetcher(analyst)(state, { from: 0, to: 1 }, { count: true })
    expect(page.rows.map((row) => row.id)).toEqual([clickIds[0], clickIds[1]])
    expect(page.total).toBeNull()
    expect(await fetchedCount(`country=${countrySlug}`)).toEqual({
      value: CLICKS.length,
      exact: true,
    })
  })

  test('the whole log, all time, is counted exactly', async () => {
    const [all] = await sql<{ count: string }>('select count(*) from public.brand_clicks_history')
    expect(await fetchedCount('')).toEqual({ value: Number(all!.count), exact: true })
  })
})

/** The fixture's session ids where `condition` holds on s (visitor_sessions) in raw SQL. */
async function sqlSessionIds(condition: string): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    `select s.id from public.visitor_sessions s where s.id = any ($1) and (${condition})`,
    [sessionIds],
  )
  return rows.map((row) => row.id).sort()
}

const sessionClick = (condition: string) =>
  `exists (select 1 from public.brand_clicks_history c where c.click_in_id = s.id and ${condition})`

describe('Incoming Clicks filters', () => {
  const cases: [string, string, string][] = [
    ['country (code)', `country=${countrySlug}`, 'true'],
    ['with clicks', `country=${countrySlug}&clicks=yes`, sessionClick('true')],
    ['without clicks', `country=${countrySlug}&clicks=no`, `not ${sessionClick('true')}`],
    ['bots', `country=${countrySlug}&bots=yes`, sessionClick('c.is_bot_filtered')],
    ['no bots', `country=${countrySlug}&bots=no`, `not ${sessionClick('c.is_bot_filtered')}`],
    ['converted', `country=${countrySlug}&converted=yes`, sessionClick(accepted)],
    ['not converted', `country=${countrySlug}&converted=no`, `not ${sessionClick(accepted)}`],
    ['with UTM', `country=${countrySlug}&utm=yes`, 's.utm_source is not null'],
    ['without UTM', `country=${countrySlug}&utm=no`, 's.utm_source is null'],
    ['source', `country=${countrySlug}&source=google`, `s.utm_source = 'google'`],
    ['device', `country=${countrySlug}&device=mobile`, `s.device_type = 'mobile'`],
    [
      'referrer host',
      `country=${countrySlug}&referrer=duckduckgo.com`,
      `s.referrer like 'https://duckduckgo.com/%'`,
    ],
    ['landing page', `country=${countrySlug}&landing=/ca/slots`, `s.entry_page = '/ca/slots'`],
    [
      '7 days',
      `country=${countrySlug}&period=7d`,
      `s.created_at >= ((now() at time zone 'UTC')::date - 6)::timestamp at time zone 'UTC'`,
    ],
    [
      'yesterday',
      `country=${countrySlug}&period=yesterday`,
      `s.created_at >= ((now() at time zone 'UTC')::date - 1)::timestamp at time zone 'UTC' and s.created_at < (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'`,
    ],
    ['search', `country=${countrySlug}&q=${tag}-s4`, `s.session_id = '${tag}-s4'`],
  ]

  test.each(cases)('%s', async (_name, search, condition) => {
    const expected = await sqlSessionIds(condition)
    if (!search.includes('yesterday')) expect(expected.length).toBeGreaterThan(0)
    if (search.includes('&')) expect(expected.length).toBeLessThan(sessionIds.length)
    expect(await fetchedIds(search, 'sessions')).toEqual(expected)
    expect(await fetchedCount(search, 'sessions')).toEqual({ value: expected.length, exact: true })
  })

  test('a session counts its clicks', async () => {
    const { data, error } = await analyst
      .from('admin_session_log')
      .select('session_id, click_count')
      .in('id', sessionIds)
      .order('session_id')
    expect(error).toBeNull()
    expect(data!.map((row) => row.click_count)).toEqual([2, 1, 1, 0])
  })
})
