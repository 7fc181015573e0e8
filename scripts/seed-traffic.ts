/**
 * `npm run seed:traffic -- --clicks 1000000 [--days 90] [--seed 1] [--replace]`: fills the running
 * local stack (npm run dev / npm run emulator; or --db-url) with realistic traffic: visitor
 * sessions and their brand clicks over the last `days` days with a daily and weekly rhythm and a
 * slow growth, across the seeded countries and their brands, devices, browsers, OS, referrers,
 * social and UTM sources, landing pages and card positions, about 6% bot sessions scored as the
 * click trigger would, and accepted postbacks (registrations, first deposits with payouts) on a few
 * percent of human clicks. About 3.3 clicks per session (1M clicks, 300k sessions).
 *
 * Rows are streamed with COPY on three connections with triggers off (session_replication_role =
 * replica): every server-side column is filled here the way the triggers fill it, and
 * private.rebuild_traffic_totals() then gives the clicks their postback totals and the rollups.
 * Seeded visitors' ids start with `seedtr-`; --replace deletes earlier seeded rows first. Not part
 * of the default seed. Exported as seedTraffic() for the bench.
 */
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { runningState } from '../supabase/emulator/cli.ts'

export const SEED_PREFIX = 'seedtr-'
const SITE = 'https://casinos.example'
const DAY_MS = 86_400_000

export interface SeedTrafficOptions {
  clicks: number
  days?: number
  seed?: number
  replace?: boolean
  /** Progress bar on stderr (off in the bench's own output). */
  progress?: boolean
}

export interface SeedTrafficResult {
  sessions: number
  clicks: number
  postbacks: number
  ms: number
}

/** mulberry32: a small seeded generator, so a seed gives the same traffic. */
function generator(seed: number) {
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

interface Agent {
  device: 'desktop' | 'tablet' | 'mobile'
  browser: string
  browserVersion: string
  os: string
  osVersion: string
  screen: string
  ua: string
}

const AGENTS: [Agent, number][] = [
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

/** Hour-of-day weights (00..23): quiet nights, a lunch bump, evening peak. */
const HOURLY = [
  3, 2, 1.5, 1, 1, 1.2, 2, 3.5, 5, 5.5, 6, 6.5, 7.5, 7, 6.5, 6.5, 7, 8, 9.5, 11, 11.5, 10, 7.5, 5,
]
/** Day-of-week weights, Sunday first: busier weekends and Friday evenings. */
const WEEKLY = [1.25, 0.9, 0.88, 0.92, 0.97, 1.12, 1.3]

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

/** Seeds `clicks` clicks (and ~0.3 sessions per click, postbacks on a few percent) into dbUrl. */
export async function seedTraffic(
  dbUrl: string,
  options: SeedTrafficOptions,
): Promise<SeedTrafficResult> {
  const started = performance.now()
  const days = options.days ?? 90
  const rnd = generator(options.seed ?? 1)
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

    // Hour slots of the period, weighted by hour, weekday and a slow growth (+40% over the period).
    const now = Date.now()
    const firstHour = Math.floor((now - days * DAY_MS) / 3_600_000) * 3_600_000
    const slots = days * 24
    const cumulative = new Float64Array(slots)
    let total = 0
    for (let i = 0; i < slots; i++) {
      const at = new Date(firstHour + i * 3_600_000)
      total += HOURLY[at.getUTCHours()]! * WEEKLY[at.getUTCDay()]! * (1 + (0.4 * i) / slots)
      cumulative[i] = total
    }
    const randomTime = () => {
      const r = rnd.next() * total
      let lo = 0
      let hi = slots - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (cumulative[mid]! < r) lo = mid + 1
        else hi = mid
      }
      return Math.min(firstHour + lo * 3_600_000 + Math.floor(rnd.next() * 3_600_000), now - 60_000)
    }
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

    // Session starts in time order, as a live table fills (its pages follow click_time).
    const starts = Float64Array.from(
      { length: Math.ceil(options.clicks * 0.32) + 1000 },
      randomTime,
    ).sort()
    const returning: string[] = []
    while (clicks < options.clicks) {
      const bot = rnd.next() < 0.025
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
      const start = starts[Math.min(sessions, starts.length - 1)]!
      const ip = `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`
      // Humans: 40% leave without clicking, others click a few times; bots click in bursts.
      const count = bot
        ? rnd.int(3, 12)
        : rnd.next() < 0.4
          ? 0
          : 1 + Math.floor(-Math.log(1 - rnd.next()) * 3.9)
      const timeOnSite = bot ? rnd.int(2, 20) : rnd.int(8, 900)
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
        new Date(start + timeOnSite * 1000),
        timeOnSite,
        new Date(start),
        new Date(start),
      ])
      sessions++

      let clickAt = start
      for (let n = 1; n <= count && clicks < options.clicks; n++) {
        clickAt += bot ? rnd.int(200, 1500) : rnd.int(5_000, 120_000)
        const at = new Date(Math.min(clickAt, now - 1000))
        const brand =
          page.brands[
            Math.min(
              page.brands.length - 1,
              Math.floor(Math.pow(rnd.next(), 1.6) * page.brands.length),
            )
          ]!
        const speed = bot ? rnd.int(150, 700) : rnd.int(2_500, 90_000)
        const flags: string[] = []
        // Bots arrive in bursts from one address: the IP rules fire too, so they score under 30.
        if (bot) flags.push('fast_click', 'short_time_on_page', 'many_ip_clicks')
        if (n > 15) flags.push('excessive_session_clicks')
        else if (n > 5) flags.push('many_session_clicks')
        if (!source.referrer) flags.push('no_referrer')
        const penalty: Record<string, number> = {
          fast_click: 45,
          short_time_on_page: 15,
          many_ip_clicks: 25,
          excessive_session_clicks: 40,
          many_session_clicks: 20,
          no_referrer: 5,
        }
        const score = Math.max(1, 100 - flags.reduce((sum, f) => sum + penalty[f]!, 0))
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
          Math.floor(speed / 1000),
          rnd.int(10, 100),
          source.social,
          at.getUTCHours(),
          at.getUTCDay(),
          at.getUTCHours(),
          at.getUTCDay(),
          true,
          score,
          score < 60,
          flags,
          speed,
          n,
          score < 30,
          false,
          rnd.pick(positionWeights),
          'client',
        ])
        clicks++

        // Conversions: ~4% of human clicks register, a third of those deposit the same day or soon.
        if (!bot && rnd.next() < 0.04) {
          const registered = new Date(Math.min(at.getTime() + rnd.int(60_000, 3 * 3_600_000), now))
          postbackBuffer += line([
            randomUUID(),
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
            registered,
          ])
          postbacks++
          if (rnd.next() < 0.35) {
            const [currency, rate] = rnd.pick(
              CURRENCIES.map(([c, r, w]) => [[c, r] as const, w] as const),
            )
            const payout = rnd.int(40, 350)
            const deposited = new Date(
              Math.min(registered.getTime() + rnd.int(60_000, 2 * DAY_MS), now),
            )
            postbackBuffer += line([
              randomUUID(),
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
              deposited,
            ])
            postbacks++
          }
        }
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

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clicks: { type: 'string', default: '100000' },
      days: { type: 'string', default: '90' },
      seed: { type: 'string', default: '1' },
      replace: { type: 'boolean', default: false },
      'db-url': { type: 'string' },
    },
  })
  const dbUrl = values['db-url'] ?? runningState()?.dbUrl
  if (!dbUrl)
    throw new Error('The local stack is not running: start it with npm run dev (or pass --db-url).')
  const result = await seedTraffic(dbUrl, {
    clicks: Number(values.clicks),
    days: Number(values.days),
    seed: Number(values.seed),
    replace: values.replace,
    progress: true,
  })
  console.log(
    `Seeded ${result.sessions} sessions, ${result.clicks} clicks and ${result.postbacks} postbacks in ${(result.ms / 1000).toFixed(1)} s.`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
