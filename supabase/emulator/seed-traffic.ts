/**
 * Realistic traffic for the local stack: visitor sessions and their brand clicks over the last
 * `days` days with a daily and weekly rhythm and a slow growth, across the seeded countries and
 * their brands, devices, browsers, OS, referrers, social and UTM sources, landing pages and card
 * positions, about 2.5% bot sessions scored by the click pipeline's rules, and accepted postbacks
 * (registrations, first deposits with payouts) on a few percent of human clicks. About 2.8 clicks
 * per session (1M clicks, 350k sessions). `npm run seed:traffic` (scripts/seed-traffic.ts) loads
 * it at scale, the dev stack a few weeks of it as demo data (index.ts, demoTraffic), the bench
 * its reports' data.
 *
 * Rows are streamed with COPY on three connections with triggers off (session_replication_role =
 * replica): every server-side column is filled here the way the triggers fill it, and
 * private.rebuild_traffic_totals() then gives the clicks their postback totals and the rollups.
 * Seeded visitors' ids start with `seedtr-`; `replace` deletes earlier seeded rows first.
 */
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import type { Writable } from 'node:stream'
import cliProgress from 'cli-progress'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

export const SEED_PREFIX = 'seedtr-'
const SITE = 'https://casinos.example'
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface SeedTrafficOptions {
  clicks: number
  days?: number
  seed?: number
  replace?: boolean
  /** Progress bar on stderr (off in the bench's own output). */
  progress?: boolean
}

/** The dev stack's demo: four weeks, small enough to keep its first start quick. */
export const DEMO_TRAFFIC: SeedTrafficOptions = { clicks: 5_000, days: 28 }

export interface SeedTrafficResult {
  sessions: number
  clicks: number
  postbacks: number
  ms: number
}

export type Random = ReturnType<typeof seededRandom>

/** mulberry32: a small seeded generator, so a seed gives the same traffic. */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** One of `items` by weight. */
  const pick = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = next() * total
    for (const [item, w] of items) if ((r -= w) < 0) return item
    return items[items.length - 1]![0]
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return { next, pick, int }
}

// What visitors look like --------------------------------------------------------------------

export interface Agent {
  device: 'desktop' | 'tablet' | 'mobile'
  browser: string
  browserVersion: string
  os: string
  osVersion: string
  screen: string
  ua: string
}

export const AGENTS: [Agent, number][] = [
  [
    agent(
      'mobile',
      'Mobile Safari',
      '18.1',
      'iOS',
      '18.1',
      '390x844',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ),
    26,
  ],
  [
    agent(
      'mobile',
      'Chrome',
      '131.0',
      'Android',
      '14',
      '412x915',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ),
    24,
  ],
  [
    agent(
      'mobile',
      'Samsung Internet',
      '26.0',
      'Android',
      '14',
      '360x800',
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ),
    6,
  ],
  [
    agent(
      'tablet',
      'Mobile Safari',
      '18.1',
      'iOS',
      '18.1',
      '820x1180',
      'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ),
    4,
  ],
  [
    agent(
      'tablet',
      'Chrome',
      '131.0',
      'Android',
      '14',
      '800x1280',
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
    2,
  ],
  [
    agent(
      'desktop',
      'Chrome',
      '131.0',
      'Windows',
      '10',
      '1920x1080',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
    18,
  ],
  [
    agent(
      'desktop',
      'Edge',
      '131.0',
      'Windows',
      '10',
      '1536x864',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
    6,
  ],
  [
    agent(
      'desktop',
      'Firefox',
      '133.0',
      'Windows',
      '10',
      '1920x1080',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ),
    4,
  ],
  [
    agent(
      'desktop',
      'Safari',
      '18.1',
      'macOS',
      '10.15.7',
      '1440x900',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ),
    6,
  ],
  [
    agent(
      'desktop',
      'Chrome',
      '131.0',
      'macOS',
      '10.15.7',
      '2560x1440',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
    3,
  ],
  [
    agent(
      'desktop',
      'Firefox',
      '133.0',
      'Linux',
      '',
      '1920x1080',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ),
    1,
  ],
]

function agent(
  device: Agent['device'],
  browser: string,
  browserVersion: string,
  os: string,
  osVersion: string,
  screen: string,
  ua: string,
): Agent {
  return { device, browser, browserVersion, os, osVersion, screen, ua }
}

interface Source {
  referrer: string | null
  social: string | null
  utm: { source: string; medium: string; campaign: string } | null
}

const SOURCES: [Source, number][] = [
  [{ referrer: null, social: null, utm: null }, 28],
  [{ referrer: 'https://www.google.com/', social: null, utm: null }, 30],
  [{ referrer: 'https://www.bing.com/', social: null, utm: null }, 4],
  [{ referrer: 'https://duckduckgo.com/', social: null, utm: null }, 2],
  [{ referrer: 'https://www.reddit.com/', social: null, utm: null }, 2],
  [{ referrer: 'https://l.facebook.com/', social: 'Facebook', utm: null }, 5],
  [{ referrer: 'https://www.instagram.com/', social: 'Instagram', utm: null }, 3],
  [{ referrer: 'https://www.tiktok.com/', social: 'TikTok', utm: null }, 3],
  [{ referrer: 'https://www.youtube.com/', social: 'YouTube', utm: null }, 2],
  [{ referrer: 'https://t.co/', social: 'Twitter', utm: null }, 1],
  [
    {
      referrer: 'https://www.google.com/',
      social: null,
      utm: { source: 'google', medium: 'cpc', campaign: 'brand-search' },
    },
    7,
  ],
  [
    {
      referrer: 'https://www.google.com/',
      social: null,
      utm: { source: 'google', medium: 'cpc', campaign: 'welcome-bonus' },
    },
    4,
  ],
  [
    {
      referrer: 'https://l.facebook.com/',
      social: 'Facebook',
      utm: { source: 'facebook', medium: 'paid_social', campaign: 'free-spins' },
    },
    4,
  ],
  [
    {
      referrer: null,
      social: null,
      utm: { source: 'newsletter', medium: 'email', campaign: 'weekly-picks' },
    },
    3,
  ],
  [
    {
      referrer: 'https://partner-reviews.example/',
      social: null,
      utm: { source: 'partner', medium: 'affiliate', campaign: 'summer-slots' },
    },
    2,
  ],
]

/** Visitors from outside the site's countries, by name as the geolocation service gives it. */
const OTHER_COUNTRIES: [string, number][] = [
  ['Germany', 3],
  ['United States', 4],
  ['Ireland', 1],
]
const CITIES = ['Capital', 'North', 'South', 'Harbour', 'Lakeside']
const CURRENCIES: [string, number, number][] = [
  // code, reporting rate (EUR per unit, as in the seed's reporting.currency_rates), weight
  ['EUR', 1, 5],
  ['USD', 0.92, 3],
  ['GBP', 1.17, 2],
  ['CAD', 0.68, 2],
]

/** Hour-of-day weights (00..23, UTC): quiet nights, a lunch bump, evening peak. */
export const HOURLY = [
  3, 2, 1.5, 1, 1, 1.2, 2, 3.5, 5, 5.5, 6, 6.5, 7.5, 7, 6.5, 6.5, 7, 8, 9.5, 11, 11.5, 10, 7.5, 5,
]
/** Day-of-week weights, Sunday first: busier weekends and Friday evenings. */
export const WEEKLY = [1.25, 0.9, 0.88, 0.92, 0.97, 1.12, 1.3]

/** Growth over the period: the last day is this much busier than the first (+40%). */
const GROWTH = 0.4

/** When visits happen: the period's hours, each as likely as its hour, weekday and growth say. */
export interface TrafficClock {
  from: number
  to: number
  /** A moment of the period drawn by the rhythm (ms since the epoch, from <= t < to). */
  time: (rnd: Random) => number
}

/** The clock of the `days` days before `now`; the hours at either end count for what they hold. */
export function trafficClock(now: number, days: number): TrafficClock {
  const from = now - days * DAY_MS
  const firstHour = Math.floor(from / HOUR_MS) * HOUR_MS
  const slots = Math.ceil((now - firstHour) / HOUR_MS)
  const starts = new Float64Array(slots)
  const spans = new Float64Array(slots)
  const cumulative = new Float64Array(slots)
  let total = 0
  for (let i = 0; i < slots; i++) {
    const hour = new Date(firstHour + i * HOUR_MS)
    starts[i] = Math.max(hour.getTime(), from)
    spans[i] = Math.min(hour.getTime() + HOUR_MS, now) - starts[i]!
    const rhythm = HOURLY[hour.getUTCHours()]! * WEEKLY[hour.getUTCDay()]!
    total += rhythm * (1 + (GROWTH * i) / slots) * (spans[i]! / HOUR_MS)
    cumulative[i] = total
  }
  return {
    from,
    to: now,
    time: (rnd) => {
      const r = rnd.next() * total
      let lo = 0
      let hi = slots - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (cumulative[mid]! <= r) lo = mid + 1
        else hi = mid
      }
      return starts[lo]! + rnd.next() * spans[lo]!
    },
  }
}

export interface PlannedSession {
  bot: boolean
  clicks: number
}

/**
 * The sessions that make `clicks` clicks, drawn before any time is, so that each session gets
 * a start time of its own. Humans: 40% leave without clicking, others click a few times; bots
 * click in bursts. The last session is cut to the total.
 */
export function planSessions(rnd: Random, clicks: number): PlannedSession[] {
  const plan: PlannedSession[] = []
  let planned = 0
  while (planned < clicks) {
    const bot = rnd.next() < 0.025
    const drawn = bot
      ? rnd.int(3, 12)
      : rnd.next() < 0.4
        ? 0
        : 1 + Math.floor(-Math.log(1 - rnd.next()) * 3.9)
    const count = Math.min(drawn, clicks - planned)
    plan.push({ bot, clicks: count })
    planned += count
  }
  return plan
}

/** What the click pipeline knows of a click when it scores it. */
export interface ClickSignals {
  clickSpeedMs: number
  sessionClickCount: number
  timeOnPageSec: number
  referrer: string | null
  /** Clicks from the same address in the hour before. */
  recentIpClicks: number
}

/**
 * request_guard.traffic_quality's rules for the browsers seeded here (a browser's user agent,
 * no webdriver, no settings rule, under 60 events a minute per address), as the click trigger
 * applies them; the integration test holds this to the database's own function.
 */
export function clickQuality(click: ClickSignals): {
  score: number
  suspicious: boolean
  flags: string[]
} {
  const fired: [string, number][] = []
  if (click.clickSpeedMs >= 0 && click.clickSpeedMs <= 799) fired.push(['fast_click', 45])
  if (click.sessionClickCount > 15) fired.push(['excessive_session_clicks', 40])
  else if (click.sessionClickCount > 5) fired.push(['many_session_clicks', 20])
  if (click.timeOnPageSec >= 0 && click.timeOnPageSec <= 2) fired.push(['short_time_on_page', 15])
  if (!click.referrer?.trim()) fired.push(['no_referrer', 5])
  if (click.recentIpClicks > 20) fired.push(['many_ip_clicks', 25])
  const score = Math.max(1, 100 - fired.reduce((sum, [, penalty]) => sum + penalty, 0))
  return { score, suspicious: score < 60, flags: fired.map(([flag]) => flag) }
}

// COPY text format ---------------------------------------------------------------------------

type Cell = string | number | boolean | null | undefined | Date | string[]

function cell(value: Cell): string {
  if (value === null || value === undefined) return '\\N'
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return `{${value.join(',')}}`
  if (typeof value === 'boolean') return value ? 't' : 'f'
  return String(value).replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
  )
}
const line = (values: Cell[]) => `${values.map(cell).join('\t')}\n`

const SESSION_COLUMNS = [
  'id',
  'session_id',
  'user_id',
  'entry_page',
  'first_page_url',
  'referrer',
  'device_type',
  'is_mobile',
  'browser',
  'browser_version',
  'os',
  'os_version',
  'screen_resolution',
  'language',
  'user_agent',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'country',
  'city',
  'ip_address',
  'session_end',
  'time_on_site_sec',
  'created_at',
  'updated_at',
]
const CLICK_COLUMNS = [
  'id',
  'brand_id',
  'brand_name',
  'user_id',
  'session_id',
  'click_in_id',
  'click_time',
  'click_id',
  'country',
  'city',
  'device_type',
  'browser',
  'browser_version',
  'os',
  'os_version',
  'screen_resolution',
  'is_mobile',
  'language',
  'user_agent',
  'ip',
  'referrer',
  'source',
  'campaign',
  'medium',
  'page_url',
  'load_time_ms',
  'time_on_page_sec',
  'scroll_depth',
  'social_source',
  'hour_of_day',
  'day_of_week',
  'click_hour_of_day',
  'click_day_of_week',
  'is_linked',
  'traffic_quality_score',
  'is_suspicious',
  'quality_flags',
  'click_speed_ms',
  'session_click_count',
  'is_bot_filtered',
  'is_webdriver',
  'card_position',
  'click_path',
]
const POSTBACK_COLUMNS = [
  'id',
  'source_id',
  'click_id',
  'brand_click_id',
  'event',
  'event_type',
  'payout',
  'currency',
  'payout_reporting',
  'transaction_id',
  'status',
  'request_method',
  'received_at',
]

async function openCopy(client: pg.Client, table: string, columns: string[]): Promise<Writable> {
  await client.query('begin')
  await client.query('set local session_replication_role = replica')
  return client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`))
}

async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain')
}

async function finish(client: pg.Client, stream: Writable): Promise<void> {
  stream.end()
  await once(stream, 'finish')
  await client.query('commit')
}

// The generator ------------------------------------------------------------------------------

interface Catalog {
  countries: {
    name: string
    slug: string
    language: string
    brands: { id: string; name: string }[]
  }[]
  categories: string[]
}

async function readCatalog(client: pg.Client): Promise<Catalog> {
  const { rows } = await client.query<{
    name: string
    slug: string
    language: string | null
    brands: { id: string; name: string }[] | null
  }>(`
    select c.name, c.slug, c.language,
           (select json_agg(json_build_object('id', b.id, 'name', b.brand_name) order by b.sort_order)
              from public.brands as b where b.country_id = c.id and b.is_active) as brands
      from public.countries as c where c.is_active order by c.sort_order`)
  const countries = rows
    .filter((row) => row.brands?.length)
    .map((row) => ({ ...row, language: row.language ?? 'en', brands: row.brands ?? [] }))
  if (!countries.length)
    throw new Error('no active country with active brands: load the seed first')
  const categories = await client.query<{ slug: string }>(
    'select slug from public.categories order by sort_order',
  )
  return { countries, categories: categories.rows.map((row) => row.slug) }
}

/** The postback source the conversions come through: the first one, as the demo's network. */
async function conversionSource(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ id: string }>(
    'select id from public.postback_sources order by created_at, id limit 1',
  )
  return rows[0]?.id ?? null
}

/** Seeds `clicks` clicks (and ~0.35 sessions per click, postbacks on a few percent) into dbUrl. */
export async function seedTraffic(
  dbUrl: string,
  options: SeedTrafficOptions,
): Promise<SeedTrafficResult> {
  const started = performance.now()
  const days = options.days ?? 90
  const rnd = seededRandom(options.seed ?? 1)
  const connect = async () => {
    const client = new pg.Client({ connectionString: dbUrl })
    await client.connect()
    return client
  }
  const [main, sessionsDb, clicksDb, postbacksDb] = await Promise.all([
    connect(),
    connect(),
    connect(),
    connect(),
  ])
  const bar = options.progress
    ? new cliProgress.SingleBar(
        {
          format:
            'clicks {bar} {percentage}% | {value}/{total} | {sessions} sessions | ETA {eta_formatted}',
        },
        cliProgress.Presets.shades_classic,
      )
    : null
  try {
    const catalog = await readCatalog(main)
    if (options.replace) {
      await main.query('set session_replication_role = replica')
      await main.query(
        `delete from public.postbacks where brand_click_id in (
        select id from public.brand_clicks_history where user_id like $1)`,
        [`${SEED_PREFIX}%`],
      )
      await main.query('delete from public.brand_clicks_history where user_id like $1', [
        `${SEED_PREFIX}%`,
      ])
      await main.query('delete from public.visitor_sessions where user_id like $1', [
        `${SEED_PREFIX}%`,
      ])
      await main.query('set session_replication_role = origin')
    }

    const now = Date.now()
    const clock = trafficClock(now, days)
    const plan = planSessions(rnd, options.clicks)
    // A start for each session, in time order, as a live table fills (its pages follow click_time).
    const starts = Float64Array.from(plan, () => clock.time(rnd)).sort()
    const sourceId = await conversionSource(main)
    const countryWeights: [Catalog['countries'][number] | null, number][] = [
      ...catalog.countries.map((c, i): [Catalog['countries'][number], number] => [c, 30 / (i + 1)]),
      [null, OTHER_COUNTRIES.reduce((sum, [, w]) => sum + w, 0)],
    ]
    const positionWeights: [number | null, number][] = [
      ...Array.from({ length: 10 }, (_, i): [number, number] => [i + 1, 1 / Math.pow(i + 1, 1.3)]),
      [null, 0.25],
    ]

    const sessionsCopy = await openCopy(sessionsDb, 'public.visitor_sessions', SESSION_COLUMNS)
    const clicksCopy = await openCopy(clicksDb, 'public.brand_clicks_history', CLICK_COLUMNS)
    const postbacksCopy = await openCopy(postbacksDb, 'public.postbacks', POSTBACK_COLUMNS)
    bar?.start(options.clicks, 0, { sessions: 0 })

    let sessions = 0
    let clicks = 0
    let postbacks = 0
    let sessionBuffer = ''
    let clickBuffer = ''
    let postbackBuffer = ''
    const flush = async () => {
      await Promise.all([
        write(sessionsCopy, sessionBuffer),
        write(clicksCopy, clickBuffer),
        write(postbacksCopy, postbackBuffer),
      ])
      sessionBuffer = clickBuffer = postbackBuffer = ''
      bar?.update(clicks, { sessions })
    }

    const returning: string[] = []
    for (const [index, { bot, clicks: count }] of plan.entries()) {
      const a = bot && rnd.next() < 0.5 ? AGENTS[5]![0] : rnd.pick(AGENTS)
      const source = bot ? SOURCES[0]![0] : rnd.pick(SOURCES)
      const home = rnd.pick(countryWeights)
      const page = home ?? catalog.countries[0]!
      const countryName = home?.name ?? rnd.pick(OTHER_COUNTRIES)
      const category =
        rnd.next() < 0.2 && catalog.categories.length
          ? rnd.pick(catalog.categories.map((c) => [c, 1] as const))
          : null
      const landing =
        rnd.next() < 0.08 ? '/' : category ? `/${page.slug}/${category}` : `/${page.slug}`
      const utm = source.utm
      const query = utm
        ? `?utm_source=${utm.source}&utm_medium=${utm.medium}&utm_campaign=${utm.campaign}`
        : ''
      // A quarter of sessions are returning visitors.
      const userId =
        returning.length && rnd.next() < 0.25
          ? returning[rnd.int(0, returning.length - 1)]!
          : `${SEED_PREFIX}${randomUUID()}`
      if (returning.length < 50_000) returning.push(userId)
      else returning[rnd.int(0, returning.length - 1)] = userId
      const sessionId = randomUUID()
      const id = randomUUID()
      const ip = `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`
      const gaps = Array.from({ length: count }, () =>
        bot ? rnd.int(200, 1500) : rnd.int(5_000, 120_000),
      )
      const clicking = gaps.reduce((sum, gap) => sum + gap, 0)
      // A visit whose clicks would come after now began that much earlier.
      const start = Math.min(starts[index]!, now - clicking - 1000)
      const timeOnSite = Math.max(
        bot ? rnd.int(2, 20) : rnd.int(8, 900),
        Math.ceil(clicking / 1000),
      )
      // A visit still going on has no end yet: the tracker records it when the visitor leaves.
      const ended = start + timeOnSite * 1000 <= now
      const language = home?.language ?? 'en-US'
      sessionBuffer += line([
        id,
        sessionId,
        userId,
        landing,
        `${SITE}${landing}${query}`,
        source.referrer,
        a.device,
        a.device !== 'desktop',
        a.browser,
        a.browserVersion,
        a.os,
        a.osVersion,
        a.screen,
        language,
        a.ua,
        utm?.campaign,
        utm?.medium,
        utm?.source,
        countryName,
        rnd.pick(CITIES.map((c) => [c, 1] as const)),
        ip,
        ended ? new Date(start + timeOnSite * 1000) : null,
        ended ? timeOnSite : null,
        new Date(start),
        new Date(start),
      ])
      sessions++

      let clickAt = start
      for (const [i, gap] of gaps.entries()) {
        const n = i + 1
        clickAt += gap
        const at = new Date(clickAt)
        const brand =
          page.brands[
            Math.min(
              page.brands.length - 1,
              Math.floor(Math.pow(rnd.next(), 1.6) * page.brands.length),
            )
          ]!
        const speed = bot ? rnd.int(150, 700) : rnd.int(3_000, 90_000)
        const timeOnPage = Math.floor(speed / 1000)
        // Each session has an address of its own: its earlier clicks are the address's.
        const quality = clickQuality({
          clickSpeedMs: speed,
          sessionClickCount: n,
          timeOnPageSec: timeOnPage,
          referrer: source.referrer,
          recentIpClicks: n - 1,
        })
        const clickRowId = randomUUID()
        const clickId = randomUUID().replaceAll('-', '')
        clickBuffer += line([
          clickRowId,
          brand.id,
          brand.name,
          userId,
          sessionId,
          id,
          at,
          clickId,
          countryName,
          null,
          a.device,
          a.browser,
          a.browserVersion,
          a.os,
          a.osVersion,
          a.screen,
          a.device !== 'desktop',
          language,
          a.ua,
          ip,
          source.referrer,
          utm?.source,
          utm?.campaign,
          utm?.medium,
          `${SITE}${landing}${query}`,
          rnd.int(300, 3000),
          timeOnPage,
          rnd.int(10, 100),
          source.social,
          at.getUTCHours(),
          at.getUTCDay(),
          at.getUTCHours(),
          at.getUTCDay(),
          true,
          quality.score,
          quality.suspicious,
          quality.flags,
          speed,
          n,
          quality.score < 30,
          false,
          rnd.pick(positionWeights),
          'client',
        ])
        clicks++

        // Conversions: ~4% of human clicks register, a third of those deposit the same day or
        // soon; one that would come after now has not happened yet.
        if (bot || rnd.next() >= 0.04) continue
        const registered = clickAt + rnd.int(60_000, 3 * HOUR_MS)
        if (registered >= now) continue
        postbackBuffer += line([
          randomUUID(),
          sourceId,
          clickId,
          clickRowId,
          'reg',
          'registration',
          0,
          'EUR',
          0,
          randomUUID(),
          'accepted',
          'GET',
          new Date(registered),
        ])
        postbacks++
        if (rnd.next() >= 0.35) continue
        const deposited = registered + rnd.int(60_000, 2 * DAY_MS)
        if (deposited >= now) continue
        const [currency, rate] = rnd.pick(
          CURRENCIES.map(([c, r, w]) => [[c, r] as const, w] as const),
        )
        const payout = rnd.int(40, 350)
        postbackBuffer += line([
          randomUUID(),
          sourceId,
          clickId,
          clickRowId,
          'ftd',
          'first_deposit',
          payout,
          currency,
          Math.round(payout * rate * 10_000) / 10_000,
          randomUUID(),
          'accepted',
          'GET',
          new Date(deposited),
        ])
        postbacks++
      }
      if (sessionBuffer.length > 256_000 || clickBuffer.length > 512_000) await flush()
    }
    await flush()
    await Promise.all([
      finish(sessionsDb, sessionsCopy),
      finish(clicksDb, clicksCopy),
      finish(postbacksDb, postbacksCopy),
    ])
    bar?.stop()
    // The triggers were off: each click's postback totals and the hourly rollups are made here.
    await main.query('select private.rebuild_traffic_totals()')
    // Statistics for the planner and a visibility map for index-only scans.
    await main.query(
      'vacuum analyze public.visitor_sessions, public.brand_clicks_history, public.postbacks, public.traffic_hourly_clicks, public.traffic_hourly_sessions, ' +
        'public.traffic_hourly_click_dimensions, public.traffic_hourly_session_dimensions',
    )
    return { sessions, clicks, postbacks, ms: performance.now() - started }
  } finally {
    bar?.stop()
    await Promise.all([main, sessionsDb, clicksDb, postbacksDb].map((c) => c.end()))
  }
}
