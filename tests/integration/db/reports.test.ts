/**
 * The report functions (migrations 20261124000900_reports.sql, 20261125000100_report_speed.sql and
 * 20261126000100_report_dimensions.sql: hourly rollups for unfiltered and country-only figures,
 * per-dimension hourly rollups when one dimension is grouped or filtered on, raw rows otherwise)
 * against the same figures computed here from the raw rows of a fixed fixture: sessions, clicks and postbacks in
 * March 2021 around Europe's daylight-saving switch, with the reporting time zone set to
 * Europe/Bucharest so that day and hour boundaries differ from UTC. Exact equality throughout; RLS: anon may not call
 * them, an editor gets nothing, an analyst gets the figures.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonClient, signInAs, sql, stack, type Client } from '../support/clients.ts'

const TZ = 'Europe/Bucharest'
const PREFIX = 'rptfix-'
const FROM = '2021-03-24'
const TO = '2021-03-30'
/** The previous period of FROM..TO (7 days). */
const PREV_FROM = '2021-03-17'
const PREV_TO = '2021-03-23'

interface FixtureSession {
  id: string
  session_id: string
  user_id: string
  created_at: string
  country: string
  device_type: string
  utm_source: string | null
  referrer: string | null
  entry_page: string
}
interface FixtureClick {
  id: string
  click_id: string
  session_id: string
  user_id: string
  click_in_id: string
  brand_id: string
  brand_slug: string
  click_time: string
  country: string
  device_type: string
  source: string | null
  referrer: string | null
  page_url: string
  card_position: number | null
  is_bot_filtered: boolean
}
interface FixturePostback {
  brand_click_id: string
  event_type: string
  /** Cents, so that sums stay exact. */
  cents: number
}

let analyst: Client
let editor: Client
let brands: { id: string; brand_slug: string }[]
let country: { name: string; slug: string }
const sessions: FixtureSession[] = []
const clicks: FixtureClick[] = []
const postbacks: FixturePostback[] = []

/** mulberry32, so the fixture is the same on every run. */
function prng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const uuid = (n: number, kind: number) =>
  `00000000-0000-4000-8${kind.toString().padStart(3, '0')}-${n.toString().padStart(12, '0')}`

/** Wall-clock parts of an instant in the reporting time zone. */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
})
function local(iso: string) {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
  const day = `${p.year}-${p.month}-${p.day}`
  const dow = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday!)
  return { day, hour: Number(p.hour), dow, bucketHour: `${day}T${p.hour}:00:00` }
}
const inPeriod = (iso: string, from: string, to: string) => {
  const day = local(iso).day
  return day >= from && day <= to
}
const round4 = (x: number) => Math.round(x * 10_000) / 10_000
const ratio = (a: number, b: number) => (b === 0 ? null : round4(a / b))

function buildFixture() {
  const random = prng(12)
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
  const start = Date.parse('2021-03-15T00:00:00Z')
  const span = Date.parse('2021-04-02T00:00:00Z') - start
  for (let s = 0; s < 160; s++) {
    const created = new Date(start + Math.floor(random() * span))
    // Some sessions land exactly on the time zone's midnights, where UTC says the day before.
    if (s % 20 === 0)
      created.setUTCHours(
        21 + (created.getUTCMonth() === 2 && created.getUTCDate() >= 28 ? 0 : 1),
        0,
        0,
        0,
      )
    const session: FixtureSession = {
      id: uuid(s, 1),
      session_id: `${PREFIX}s${s}`,
      user_id: `${PREFIX}u${s % 110}`,
      created_at: created.toISOString(),
      country: random() < 0.5 ? country.name : pick(['Germany', 'Ireland']),
      device_type: pick(['mobile', 'desktop', 'tablet']),
      utm_source: random() < 0.3 ? pick(['google', 'newsletter']) : null,
      referrer: random() < 0.5 ? pick(['https://www.google.com/', 'https://t.co/x']) : null,
      entry_page: pick(['/', `/${country.slug}`]),
    }
    sessions.push(session)
    const count = Math.floor(random() * 5)
    for (let c = 0; c < count; c++) {
      const n = clicks.length
      const brand = pick(brands)
      const click: FixtureClick = {
        id: uuid(n, 2),
        click_id: `${PREFIX}c${n}`,
        session_id: session.session_id,
        user_id: session.user_id,
        click_in_id: session.id,
        brand_id: brand.id,
        brand_slug: brand.brand_slug,
        click_time: new Date(created.getTime() + (c + 1) * 37_000).toISOString(),
        country: session.country,
        device_type: session.device_type,
        source: session.utm_source,
        referrer: session.referrer,
        page_url: `https://site.example${session.entry_page}`,
        card_position: random() < 0.8 ? 1 + Math.floor(random() * 5) : null,
        is_bot_filtered: random() < 0.15,
      }
      clicks.push(click)
      if (random() < 0.25) {
        postbacks.push({ brand_click_id: click.id, event_type: 'registration', cents: 0 })
        if (random() < 0.5)
          postbacks.push({
            brand_click_id: click.id,
            event_type: pick(['first_deposit', 'deposit']),
            cents: 1000 + Math.floor(random() * 20_000),
          })
      }
    }
  }
}

async function loadFixture() {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    await client.query('begin')
    // Exact rows, server-side columns included: the triggers would rescore and restamp them.
    await client.query('set local session_replication_role = replica')
    await client.query(
      `insert into public.visitor_sessions (id, session_id, user_id, created_at, country, device_type,
         utm_source, referrer, entry_page)
       select * from jsonb_to_recordset($1) as t(id uuid, session_id text, user_id text, created_at timestamptz,
         country text, device_type text, utm_source text, referrer text, entry_page text)`,
      [JSON.stringify(sessions)],
    )
    await client.query(
      `insert into public.brand_clicks_history (id, click_id, session_id, user_id, click_in_id, brand_id,
         click_time, country, device_type, source, referrer, page_url, card_position, is_bot_filtered, is_linked)
       select t.*, true from jsonb_to_recordset($1) as t(id uuid, click_id text, session_id text, user_id text,
         click_in_id uuid, brand_id uuid, click_time timestamptz, country text, device_type text, source text,
         referrer text, page_url text, card_position smallint, is_bot_filtered boolean)`,
      [JSON.stringify(clicks.map(({ brand_slug: _, ...row }) => row))],
    )
    await client.query(
      `insert into public.postbacks (brand_click_id, event_type, payout_reporting, status, received_at)
       select t.brand_click_id, t.event_type, t.cents / 100.0, 'accepted', c.click_time + interval '1 hour'
         from jsonb_to_recordset($1) as t(brand_click_id uuid, event_type text, cents integer)
         join public.brand_clicks_history as c on c.id = t.brand_click_id`,
      [JSON.stringify(postbacks)],
    )
    // A rejected postback never counts.
    await client.query(
      `insert into public.postbacks (brand_click_id, event_type, payout_reporting, status)
       values ($1, 'first_deposit', 999, 'rejected')`,
      [clicks[0]!.id],
    )
    // Nor does one sent from the Test Postback console.
    await client.query(
      `insert into public.postbacks (brand_click_id, event_type, payout_reporting, status, is_test, received_at)
       select id, 'first_deposit', 777, 'accepted', true, click_time + interval '1 hour'
         from public.brand_clicks_history where id = $1`,
      [clicks[1]!.id],
    )
    await client.query('commit')
    // As after any load with the triggers off: the clicks' postback totals and the rollups.
    await client.query('select private.rebuild_traffic_totals()')
  } finally {
    await client.end()
  }
}

let savedTimeZone: string | null = null

beforeAll(async () => {
  brands = await sql(
    'select id, brand_slug from brands where is_active order by brand_slug limit 4',
  )
  const rows = await sql<{ name: string; slug: string }>(
    'select name, slug from countries order by sort_order limit 1',
  )
  country = rows[0]!
  buildFixture()
  await loadFixture()
  const tz = await sql<{ value: string }>(
    `select value #>> '{}' as value from site_settings where key = 'reporting.time_zone'`,
  )
  savedTimeZone = tz[0]?.value ?? null
  await sql(
    `insert into site_settings (key, value) values ('reporting.time_zone', to_jsonb($1::text))
     on conflict (key) do update set value = excluded.value`,
    [TZ],
  )
  ;[analyst, editor] = await Promise.all([signInAs('analyst'), signInAs('editor')])
})

afterAll(async () => {
  await sql(
    `delete from postbacks where brand_click_id in (select id from brand_clicks_history where user_id like $1)`,
    [`${PREFIX}%`],
  )
  await sql('delete from brand_clicks_history where user_id like $1', [`${PREFIX}%`])
  await sql('delete from visitor_sessions where user_id like $1', [`${PREFIX}%`])
  if (savedTimeZone !== null)
    await sql(
      `update site_settings set value = to_jsonb($1::text) where key = 'reporting.time_zone'`,
      [savedTimeZone],
    )
})

type Filters = { humans: boolean; country?: string; brand?: string; device?: string }

/** The clicks and sessions the filters select, with their conversions and revenue. */
function expected(from: string, to: string, filters: Filters) {
  const countryName = filters.country === country.slug ? country.name : filters.country
  const selectedSessions = sessions.filter(
    (s) =>
      inPeriod(s.created_at, from, to) &&
      (!countryName || s.country === countryName) &&
      (!filters.device || s.device_type === filters.device),
  )
  const periodClicks = clicks.filter(
    (c) =>
      inPeriod(c.click_time, from, to) &&
      (!countryName || c.country === countryName) &&
      (!filters.brand || c.brand_slug === filters.brand) &&
      (!filters.device || c.device_type === filters.device),
  )
  const selectedClicks = periodClicks.filter((c) => !filters.humans || !c.is_bot_filtered)
  const ofClick = (id: string) => postbacks.filter((p) => p.brand_click_id === id)
  const conversions = (list: FixtureClick[]) =>
    list.reduce(
      (n, c) =>
        n +
        ofClick(c.id).filter((p) => ['registration', 'first_deposit'].includes(p.event_type))
          .length,
      0,
    )
  const cents = (list: FixtureClick[]) =>
    list.reduce((n, c) => n + ofClick(c.id).reduce((m, p) => m + p.cents, 0), 0)
  return { selectedSessions, periodClicks, selectedClicks, conversions, cents }
}

function summaryOf(from: string, to: string, filters: Filters) {
  const e = expected(from, to, filters)
  const sessionCount = e.selectedSessions.length
  const clickCount = e.selectedClicks.length
  const conversions = e.conversions(e.selectedClicks)
  const revenue = e.cents(e.selectedClicks) / 100
  const bots = e.periodClicks.filter((c) => c.is_bot_filtered).length
  return {
    visitors: new Set(e.selectedSessions.map((s) => s.user_id)).size,
    sessions: sessionCount,
    clicks: clickCount,
    conversions,
    revenue,
    bot_clicks: bots,
    all_clicks: e.periodClicks.length,
    ctr: ratio(clickCount, sessionCount),
    conversion_rate: ratio(conversions, clickCount),
    epc: ratio(revenue, clickCount),
    revenue_per_1000_sessions: sessionCount ? round4((1000 * revenue) / sessionCount) : null,
    bot_share: ratio(bots, e.periodClicks.length),
  }
}

/** Columns that are text even when they look like numbers (dates, a card position's value). */
const TEXT_COLUMNS = new Set([
  'period',
  'date_from',
  'date_to',
  'bucket',
  'value',
  'label',
  'filter_key',
])

/** Numeric columns arrive as JSON numbers or strings; compare as numbers. */
function numbers<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === 'string' && !TEXT_COLUMNS.has(k) ? Number(v) : v,
    ]),
  )
}

const filterCases: [string, Filters, Record<string, string>][] = [
  ['humans only (the default)', { humans: true }, {}],
  ['all traffic', { humans: false }, { traffic: 'all' }],
  ['a country by its slug', { humans: true, country: 'x' }, { country: 'x' }],
  ['a brand', { humans: true, brand: 'x' }, { brand: 'x' }],
  ['a device', { humans: true, device: 'mobile' }, { device: 'mobile' }],
  [
    'a country and a device',
    { humans: true, country: 'x', device: 'mobile' },
    { country: 'x', device: 'mobile' },
  ],
  // Two dimensions: no rollup holds them together, the raw rows answer.
  [
    'a brand and a device, all traffic',
    { humans: false, brand: 'x', device: 'tablet' },
    { brand: 'x', device: 'tablet', traffic: 'all' },
  ],
]
/** The cases with this run's country and brand filled in. */
const cases = () =>
  filterCases.map(([name, f, p]) => {
    const filters = { ...f }
    const params = { ...p }
    if (f.country) filters.country = params.country = country.slug
    if (f.brand) filters.brand = params.brand = brands[1]!.brand_slug
    return [name, filters, params] as const
  })

describe('report_summary', () => {
  test('each figure of the period and of the previous one equals the raw rows', async () => {
    for (const [name, filters, params] of cases()) {
      const { data, error } = await analyst.rpc('report_summary', {
        p_from: FROM,
        p_to: TO,
        p_filters: params,
      })
      expect(error, name).toBeNull()
      const rows = (data ?? []).map(numbers)
      expect(
        rows.map((r) => [r.period, r.date_from, r.date_to]),
        name,
      ).toEqual([
        ['current', FROM, TO],
        ['previous', PREV_FROM, PREV_TO],
      ])
      const pick = (r: Record<string, unknown>) => {
        const { period: _p, date_from: _f, date_to: _t, ...figures } = r
        return figures
      }
      expect(pick(rows[0]!), name).toEqual(summaryOf(FROM, TO, filters))
      expect(pick(rows[1]!), name).toEqual(summaryOf(PREV_FROM, PREV_TO, filters))
      expect(
        summaryOf(FROM, TO, filters).clicks,
        `${name}: the fixture has clicks`,
      ).toBeGreaterThan(0)
    }
  })

  test('days are cut in the reporting time zone, not in UTC', async () => {
    const { data } = await analyst.rpc('report_summary', {
      p_from: FROM,
      p_to: FROM,
      p_filters: {},
    })
    const utcDay = sessions.filter((s) => s.created_at.slice(0, 10) === FROM).length
    const localDay = summaryOf(FROM, FROM, { humans: true }).sessions
    expect(utcDay).not.toBe(localDay)
    expect(Number(data?.[0]?.sessions)).toBe(localDay)
  })
})

describe('report_timeseries', () => {
  test('daily for a week, in local days, with each filter', async () => {
    for (const [name, filters, params] of cases()) {
      const { data, error } = await analyst.rpc('report_timeseries', {
        p_from: FROM,
        p_to: TO,
        p_filters: params,
      })
      expect(error, name).toBeNull()
      const days = Array.from({ length: 7 }, (_, i) => `2021-03-${24 + i}`)
      expect((data ?? []).map(numbers), name).toEqual(
        days.map((day) => {
          const e = expected(day, day, filters)
          return {
            bucket: `${day}T00:00:00`,
            sessions: e.selectedSessions.length,
            clicks: e.selectedClicks.length,
            conversions: e.conversions(e.selectedClicks),
            revenue: e.cents(e.selectedClicks) / 100,
          }
        }),
      )
    }
  })

  test('hourly for two days across the daylight-saving switch, all traffic', async () => {
    const { data } = await analyst.rpc('report_timeseries', {
      p_from: '2021-03-27',
      p_to: '2021-03-28',
      p_filters: { traffic: 'all' },
    })
    const rows = (data ?? []).map(numbers)
    expect(rows).toHaveLength(48)
    const e = expected('2021-03-27', '2021-03-28', { humans: false })
    for (const row of rows) {
      const bucket = String(row.bucket)
      expect(row.sessions, bucket).toBe(
        e.selectedSessions.filter((s) => local(s.created_at).bucketHour === bucket).length,
      )
      expect(row.clicks, bucket).toBe(
        e.selectedClicks.filter((c) => local(c.click_time).bucketHour === bucket).length,
      )
    }
    expect(rows.reduce((n, r) => n + Number(r.clicks), 0)).toBe(e.selectedClicks.length)
  })
})

describe('report_heatmap', () => {
  test('clicks by local weekday and hour, 168 cells, with each filter', async () => {
    for (const [name, filters, params] of cases()) {
      const { data } = await analyst.rpc('report_heatmap', {
        p_from: FROM,
        p_to: TO,
        p_filters: params,
      })
      const e = expected(FROM, TO, filters)
      const cells = new Map<string, number>()
      for (const c of e.selectedClicks) {
        const l = local(c.click_time)
        cells.set(`${l.dow}:${l.hour}`, (cells.get(`${l.dow}:${l.hour}`) ?? 0) + 1)
      }
      expect(data, name).toHaveLength(168)
      for (const row of (data ?? []).map(numbers))
        expect(row.clicks, `${name} ${row.day_of_week}:${row.hour}`).toBe(
          cells.get(`${row.day_of_week}:${row.hour}`) ?? 0,
        )
    }
  })
})

describe('report_breakdown', () => {
  const group = <T>(items: T[], key: (item: T) => string | null) => {
    const map = new Map<string | null, T[]>()
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item])
    return map
  }

  const host = (url: string | null) => (url ? new URL(url).host : null)
  // What each dimension groups a click and, where sessions carry it, a session by.
  test.each([
    ['brand', (c: FixtureClick) => c.brand_slug, null],
    ['country', (c: FixtureClick) => c.country, (s: FixtureSession) => s.country],
    ['device', (c: FixtureClick) => c.device_type, (s: FixtureSession) => s.device_type],
    [
      'landing',
      (c: FixtureClick) => new URL(c.page_url).pathname,
      (s: FixtureSession) => s.entry_page,
    ],
    [
      'position',
      (c: FixtureClick) => (c.card_position === null ? null : String(c.card_position)),
      null,
    ],
    [
      'source',
      (c: FixtureClick) => c.source ?? host(c.referrer),
      (s: FixtureSession) => s.utm_source ?? host(s.referrer),
    ],
  ] as const)(
    'by %s, with each filter: sessions, clicks, conversions and revenue per value',
    async (dimension, clickKey, sessionKey) => {
      for (const [name, filters, params] of cases()) {
        const { data, error } = await analyst.rpc('report_breakdown', {
          p_dimension: dimension,
          p_from: FROM,
          p_to: TO,
          p_filters: params,
        })
        expect(error, name).toBeNull()
        const e = expected(FROM, TO, filters)
        const rows = (data ?? []).map(numbers)
        const clicksByValue = group(e.selectedClicks, clickKey)
        expect(
          rows.filter((r) => Number(r.clicks) > 0),
          name,
        ).toHaveLength(clicksByValue.size)
        for (const [value, list] of clicksByValue) {
          const row = rows.find((r) => r.value === value)
          expect(row, `${name}: ${dimension} ${value}`).toBeDefined()
          expect(
            [row!.clicks, row!.conversions, row!.revenue],
            `${name}: ${dimension} ${value}`,
          ).toEqual([list.length, e.conversions(list), e.cents(list) / 100])
        }
        if (!sessionKey) {
          expect(
            rows.every((r) => r.sessions === null),
            `${name}: ${dimension} has no sessions`,
          ).toBe(true)
          continue
        }
        const sessionsByValue = group(e.selectedSessions, sessionKey)
        expect(
          rows.filter((r) => Number(r.sessions) > 0),
          name,
        ).toHaveLength(sessionsByValue.size)
        for (const [value, list] of sessionsByValue)
          expect(
            rows.find((r) => r.value === value)?.sessions,
            `${name}: ${dimension} ${value}`,
          ).toBe(list.length)
      }
    },
  )

  test('by country: sessions per country, and the filter key that selects them', async () => {
    const { data } = await analyst.rpc('report_breakdown', {
      p_dimension: 'country',
      p_from: FROM,
      p_to: TO,
      p_filters: {},
    })
    const e = expected(FROM, TO, { humans: true })
    const bySessions = group(e.selectedSessions, (s) => s.country)
    for (const [value, list] of bySessions) {
      const row = (data ?? []).find((r) => r.value === value)
      expect(Number(row?.sessions), String(value)).toBe(list.length)
      expect(row?.filter_key).toBe('country')
    }
  })

  test.each(['revenue', 'conversions', 'sessions'] as const)(
    'the first values by %s, however many there are',
    async (order) => {
      const e = expected(FROM, TO, { humans: true })
      // Brand values rank by click measures; sessions need a dimension sessions carry.
      const dimension = order === 'sessions' ? 'device' : 'brand'
      const measure = (list: FixtureClick[]) =>
        order === 'revenue' ? e.cents(list) / 100 : e.conversions(list)
      const ranked =
        order === 'sessions'
          ? [...group(e.selectedSessions, (s) => s.device_type).values()].map((l) => l.length)
          : [...group(e.selectedClicks, (c) => c.brand_slug).values()].map(measure)
      const { data, error } = await analyst.rpc('report_breakdown', {
        p_dimension: dimension,
        p_from: FROM,
        p_to: TO,
        p_filters: {},
        p_limit: 2,
        p_order: order,
      })
      expect(error).toBeNull()
      expect((data ?? []).map((r) => Number(r[order]))).toEqual(
        ranked.sort((a, b) => b - a).slice(0, 2),
      )
    },
  )

  test('an unknown order is refused', async () => {
    const { error } = await analyst.rpc('report_breakdown', {
      p_dimension: 'brand',
      p_from: FROM,
      p_to: TO,
      p_order: 'value; drop table brands',
    })
    expect(error?.message).toMatch(/Unknown breakdown order/)
  })

  test('an unknown dimension is refused', async () => {
    const { error } = await analyst.rpc('report_breakdown', {
      p_dimension: 'password',
      p_from: FROM,
      p_to: TO,
      p_filters: {},
    })
    expect(error?.message).toMatch(/Unknown breakdown dimension/)
  })
})

describe('who may read the reports', () => {
  const calls = [
    ['report_summary', { p_from: FROM, p_to: TO, p_filters: {} }],
    ['report_timeseries', { p_from: FROM, p_to: TO, p_filters: {} }],
    ['report_heatmap', { p_from: FROM, p_to: TO, p_filters: {} }],
    ['report_breakdown', { p_dimension: 'brand', p_from: FROM, p_to: TO, p_filters: {} }],
    ['reporting_time_zone', {}],
    ['reporting_currency', {}],
  ] as const

  test.each(calls)('anon may not call %s', async (fn, args) => {
    const { data, error } = await anonClient().rpc(fn, args as never)
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  test.each(calls)('an editor gets nothing from %s', async (fn, args) => {
    const { data, error } = await editor.rpc(fn, args as never)
    expect(error).toBeNull()
    expect(Array.isArray(data) ? data : [data].filter((x) => x !== null)).toEqual([])
  })

  test.each(calls)('an analyst gets %s', async (fn, args) => {
    const { data, error } = await analyst.rpc(fn, args as never)
    expect(error).toBeNull()
    expect(Array.isArray(data) ? data.length : data).toBeTruthy()
  })

  test('an analyst reads the reporting currency the admin-only setting holds', async () => {
    const stored = await sql<{ value: string }>(
      `select value #>> '{}' as value from site_settings where key = 'reporting.currency'`,
    )
    const { data, error } = await analyst.rpc('reporting_currency')
    expect(error).toBeNull()
    expect(data).toBe(stored[0]?.value ?? 'EUR')
    // The analyst may not read the setting itself: the getter is the only way.
    const direct = await analyst
      .from('site_settings')
      .select('value')
      .eq('key', 'reporting.currency')
    expect(direct.data).toEqual([])
  })
})
