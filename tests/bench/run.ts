/**
 * `npm run bench`: figures, never assertions on time. Starts a fresh local
 * stack and prints
 *  1. the ranking query (a country's active brands with the embedded country)
 *     through supabase-js → gateway → PostgREST, and the same SQL through a pg
 *     pool (as rows, and as one JSON body the way REST returns it), side by
 *     side: the rates and their ratios;
 *  2. concurrent simulated visitors through supabase-js as anon, each from its
 *     own address, doing what a tab does with the app's own payload builders:
 *     a session row, then clicks (one record_click call each):
 *     clicks per second, p50 and p95 click-to-recorded latency; beside them the same
 *     clicks through the /go redirect (supabase/functions/go: record, then 302), per
 *     second with p50 and p95; then the sessions and clicks of both paths counted in the
 *     database: `lost: N` (must be 0);
 *  3. postbacks from the demo network for those clicks through the postback function, every
 *     tenth replayed: accepted postbacks per second, p50 and p95, then the accepted and
 *     duplicate rows counted in the database: `lost: N` (must be 0);
 *  4. the web part (tests/bench/web.ts): a production build against this stack, first-load
 *     JavaScript per page and the admin chunks (gzip), and Lighthouse on /, /ca and a review
 *     beside the same pages as static HTML without scripts (score, LCP, TBT, CLS with logos
 *     delayed, LCP ratio ours/static); `npm run bench -- --web` runs this part alone;
 *  5. the reports at scale (benchReports below): seeds `--clicks` clicks (default 1M, about 0.3
 *     sessions per click) with scripts/seed-traffic.ts, prints the row counts (raw and rollups) and
 *     p50/p95 of each report function for 30 and 90 days as an analyst through REST (unfiltered,
 *     filtered on one dimension, and on two, which reads raw rows), and of a click-log list page
 *     (50 newest clicks of a period, then of one brand); `npm run bench -- --reports` runs this
 *     part alone.
 */
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { readCampaign } from '../../src/features/tracking/campaign.ts'
import {
  buildClickRow,
  buildSessionRow,
  type ClickContext,
} from '../../src/features/tracking/payload.ts'
import { parseUserAgent } from '../../src/features/tracking/user-agent.ts'
import type { Database } from '../../src/integrations/supabase/types.ts'
import { seedTraffic } from '../../scripts/seed-traffic.ts'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { demoPostbackSource } from '../../supabase/emulator/seed-local.ts'
import { benchWeb } from './web.ts'

const RANKING_REQUESTS = 1500
const RANKING_CONCURRENCY = 8
const VISITORS = 200
const CLICKS_PER_VISITOR = 5
const VISITOR_CONCURRENCY = 40
const SOLO_CLICKS = 50
const POSTBACK_CONCURRENCY = 40
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const RANKING_SQL = `
  select b.*, json_build_object('name', c.name, 'slug', c.slug) as countries
  from public.brands b join public.countries c on c.id = b.country_id
  where c.slug = $1 and b.is_active
  order by b.sort_order`

/** The same rows as one JSON document, as a REST client receives them. */
const RANKING_SQL_JSON = `select coalesce(json_agg(t), '[]')::text as body from (${RANKING_SQL}) t`

/** Runs `total` calls of `task`, `concurrency` at a time; returns elapsed ms and each call's latency. */
async function drive(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++
        const t = performance.now()
        await task(i)
        latencies.push(performance.now() - t)
      }
    }),
  )
  return { elapsed: performance.now() - started, latencies }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`

function client(url: string, key: string, headers: Record<string, string> = {}) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  })
}

/** `npm run bench -- --web`: the web part alone (sizes and Lighthouse). */
const WEB_ONLY = process.argv.includes('--web')
/** `npm run bench -- --reports [--clicks N]`: the reports part alone. */
const REPORTS_ONLY = process.argv.includes('--reports')
const clicksArg = process.argv.indexOf('--clicks')
const REPORT_CLICKS = clicksArg > 0 ? Number(process.argv[clicksArg + 1]) : 1_000_000
const REPORT_RUNS = 7
const BREAKDOWNS = [
  'brand',
  'country',
  'device',
  'browser',
  'os',
  'source',
  'campaign',
  'landing',
  'position',
]

/**
 * 4. The reports at scale: row counts, then p50/p95 of each report function for 30 and 90 days,
 *    and of a click-log list page, as an analyst through supabase-js -> gateway -> PostgREST.
 */
async function benchReports(stack: BenchStack, pool: pg.Pool): Promise<void> {
  const seeded = await seedTraffic(stack.dbUrl, { clicks: REPORT_CLICKS, progress: true })
  const { rows: counts } = await pool.query<{
    sessions: number
    clicks: number
    postbacks: number
    rollups: number
    dimension_rollups: number
  }>(
    `select (select count(*)::int from public.visitor_sessions) as sessions,
            (select count(*)::int from public.brand_clicks_history) as clicks,
            (select count(*)::int from public.postbacks) as postbacks,
            (select count(*)::int from public.traffic_hourly_clicks)
              + (select count(*)::int from public.traffic_hourly_sessions) as rollups,
            (select count(*)::int from public.traffic_hourly_click_dimensions)
              + (select count(*)::int from public.traffic_hourly_session_dimensions) as dimension_rollups`,
  )
  console.log(
    `\nreports: seeded ${seeded.clicks} clicks, ${seeded.sessions} sessions, ${seeded.postbacks} postbacks in ${(seeded.ms / 1000).toFixed(0)} s (COPY)`,
  )
  console.log(
    `  rows: visitor_sessions ${counts[0]?.sessions}, brand_clicks_history ${counts[0]?.clicks}, postbacks ${counts[0]?.postbacks}`,
  )
  console.log(
    `  rollup rows: hourly by country ${counts[0]?.rollups}, hourly by dimension ${counts[0]?.dimension_rollups}`,
  )
  const analystUser = seedCredentials.find((user) => user.role === 'analyst')!
  const analyst = client(stack.url, stack.anonKey)
  const signIn = await analyst.auth.signInWithPassword({
    email: analystUser.email,
    password: analystUser.password,
  })
  if (signIn.error) throw new Error(`analyst sign-in failed: ${signIn.error.message}`)
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const measure = async (
    label: string,
    budget: number,
    call: () => PromiseLike<{ error: unknown }>,
  ) => {
    const latencies: number[] = []
    for (let i = 0; i < REPORT_RUNS; i++) {
      const t = performance.now()
      const { error } = await call()
      latencies.push(performance.now() - t)
      if (error) throw new Error(`${label}: ${JSON.stringify(error)}`)
    }
    const p95 = percentile(latencies, 95)
    console.log(
      `  ${label.padEnd(50)} p50 ${percentile(latencies, 50).toFixed(0).padStart(5)} ms, p95 ${p95.toFixed(0).padStart(5)} ms (budget ${budget} ms${p95 > budget ? ', over' : ''})`,
    )
  }
  for (const days of [30, 90]) {
    const budget = days === 30 ? 500 : 1000
    const range = { p_from: day(-(days - 1)), p_to: day(0), p_filters: {} }
    console.log(`  ${days} days (${REPORT_RUNS} runs each, all but the first warm):`)
    await measure('report_summary (with the previous period)', budget, () =>
      analyst.rpc('report_summary', range),
    )
    await measure('report_summary, country ca', budget, () =>
      analyst.rpc('report_summary', { ...range, p_filters: { country: 'ca' } }),
    )
    await measure('report_summary, device mobile', budget, () =>
      analyst.rpc('report_summary', { ...range, p_filters: { device: 'mobile' } }),
    )
    await measure('report_summary, device mobile + os iOS (raw rows)', budget, () =>
      analyst.rpc('report_summary', { ...range, p_filters: { device: 'mobile', os: 'iOS' } }),
    )
    await measure('report_timeseries', budget, () => analyst.rpc('report_timeseries', range))
    await measure('report_timeseries, device mobile', budget, () =>
      analyst.rpc('report_timeseries', { ...range, p_filters: { device: 'mobile' } }),
    )
    await measure('report_heatmap', budget, () => analyst.rpc('report_heatmap', range))
    for (const dimension of BREAKDOWNS)
      await measure(`report_breakdown ${dimension}`, budget, () =>
        analyst.rpc('report_breakdown', { ...range, p_dimension: dimension }),
      )
    await measure('report_breakdown country, device mobile', budget, () =>
      analyst.rpc('report_breakdown', {
        ...range,
        p_dimension: 'country',
        p_filters: { device: 'mobile' },
      }),
    )
    await measure('report_breakdown os, device mobile (raw rows)', budget, () =>
      analyst.rpc('report_breakdown', {
        ...range,
        p_dimension: 'os',
        p_filters: { device: 'mobile' },
      }),
    )
  }
  const { data: brand } = await analyst
    .from('brands')
    .select('id')
    .eq('is_active', true)
    .limit(1)
    .single()
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
  const listColumns =
    'id, click_time, brand_name, country, device_type, browser, os, source, traffic_quality_score'
  console.log('  click-log list page (50 newest, 30-day period):')
  await measure('brand_clicks_history, period', 100, () =>
    analyst
      .from('brand_clicks_history')
      .select(listColumns)
      .gte('click_time', since)
      .order('click_time', { ascending: false })
      .limit(50),
  )
  await measure('brand_clicks_history, period + brand', 100, () =>
    analyst
      .from('brand_clicks_history')
      .select(listColumns)
      .gte('click_time', since)
      .eq('brand_id', brand?.id ?? '')
      .order('click_time', { ascending: false })
      .limit(50),
  )
  // What Outgoing and Incoming Clicks ask for: the log views, with the estimated count.
  await measure('admin_click_log, period, count estimated', 100, () =>
    analyst
      .from('admin_click_log')
      .select(`${listColumns}, brand_slug, converted`, { count: 'estimated' })
      .gte('click_time', since)
      .order('click_time', { ascending: false })
      .range(0, 49),
  )
  await measure('admin_session_log, period, count estimated', 100, () =>
    analyst
      .from('admin_session_log')
      .select(
        'id, created_at, country, device_type, utm_source, referrer_host, click_count, converted',
        {
          count: 'estimated',
        },
      )
      .gte('created_at', since)
      .order('created_at', { ascending: false })
      .range(0, 49),
  )
}

interface BenchStack {
  url: string
  anonKey: string
  dbUrl: string
}

/** Starts the stack in its own process (tests/bench/stack.ts). */
function startStack(): Promise<{ stack: BenchStack; stop: () => Promise<void> }> {
  const child = fork(new URL('./stack.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`bench stack exited with ${code}`)))
    child.once('message', (stack) =>
      resolve({
        stack: stack as BenchStack,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit')
            child.once('exit', () => done())
            child.send('stop')
          }),
      }),
    )
  })
}

async function main(): Promise<void> {
  const { stack, stop } = await startStack()
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: RANKING_CONCURRENCY })
  try {
    if (WEB_ONLY) return await benchWeb(stack)
    if (REPORTS_ONLY) return await benchReports(stack, pool)
    // 1. Ranking query: REST versus a direct pool.
    const anon = client(stack.url, stack.anonKey, { 'user-agent': BROWSER_UA })
    const viaRest = async () => {
      const { data, error } = await anon
        .from('brands')
        .select('*, countries!inner(name, slug)')
        .eq('countries.slug', 'ca')
        .eq('is_active', true)
        .order('sort_order')
      if (error || !data?.length)
        throw new Error(`ranking query failed: ${error?.message ?? 'no rows'}`)
    }
    const viaPool = async () => {
      const { rows } = await pool.query(RANKING_SQL, ['ca'])
      if (!rows.length) throw new Error('ranking SQL returned no rows')
    }
    const viaPoolJson = async () => {
      const { rows } = await pool.query<{ body: string }>(RANKING_SQL_JSON, ['ca'])
      if (!(JSON.parse(rows[0]?.body ?? '[]') as unknown[]).length)
        throw new Error('ranking SQL returned no rows')
    }
    const runs = { rest: viaRest, pool: viaPool, poolJson: viaPoolJson }
    for (const task of Object.values(runs)) await drive(100, RANKING_CONCURRENCY, task)
    const rate = (run: { elapsed: number }) => (RANKING_REQUESTS / run.elapsed) * 1000
    const line = (label: string, run: { elapsed: number; latencies: number[] }) =>
      `  ${label.padEnd(38)} ${rate(run).toFixed(0).padStart(5)} req/s (p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p95 ${percentile(run.latencies, 95).toFixed(1)} ms)`
    const rest = await drive(RANKING_REQUESTS, RANKING_CONCURRENCY, viaRest)
    const direct = await drive(RANKING_REQUESTS, RANKING_CONCURRENCY, viaPool)
    const directJson = await drive(RANKING_REQUESTS, RANKING_CONCURRENCY, viaPoolJson)
    console.log(
      `ranking query (country 'ca', brands with embedded country), ${RANKING_REQUESTS} requests, ${RANKING_CONCURRENCY} concurrent`,
    )
    console.log(line('supabase-js via gateway + PostgREST:', rest))
    console.log(line('same SQL via pg pool (rows):', direct))
    console.log(line('same SQL via pg pool (one JSON body):', directJson))
    console.log(
      `  ratio REST / pool: ${(rate(rest) / rate(direct)).toFixed(2)} (rows), ${(rate(rest) / rate(directJson)).toFixed(2)} (JSON body)`,
    )

    // 2. Concurrent simulated visitors, each doing what a tab does: one session row, then
    //    clicks, each the score pre-check and the insert, built by the app's own payload builders.
    const { data: brands } = await anon
      .from('brands')
      .select('id, brand_name, brand_slug')
      .eq('is_active', true)
      .limit(20)
    if (!brands?.length) throw new Error('no active brands to click')
    const runId = randomUUID().slice(0, 8)
    const ua = parseUserAgent(BROWSER_UA)
    const campaign = readCampaign('?utm_source=bench&utm_medium=cpc&utm_campaign=load')
    const clickLatencies: number[] = []
    const failures: string[] = []
    let sessionsSent = 0
    let clicksSent = 0
    /** One tab: a session, then `clicks` clicks, each latency pushed to `latencies`. */
    const runVisitor = async (i: number, clicks: number, latencies: number[]) => {
      const visitor = client(stack.url, stack.anonKey, {
        'user-agent': BROWSER_UA,
        'x-forwarded-for': address(i),
      })
      const userId = `bench-${runId}-u${i}`
      const sessionId = `bench-${runId}-s${i}`
      sessionsSent++
      const session = await visitor.from('visitor_sessions').insert(
        buildSessionRow({
          userId,
          sessionId,
          pageUrl: 'http://127.0.0.1/ca?utm_source=bench&utm_medium=cpc&utm_campaign=load',
          referrer: 'https://www.google.com/',
          userAgent: BROWSER_UA,
          ua,
          screen: '1920x1080',
          language: 'en-CA',
          campaign,
          location: { country: 'Canada', city: 'Toronto', ip: address(i) },
        }),
      )
      if (session.error) failures.push(`session: ${session.error.message}`)
      for (let c = 0; c < clicks; c++) {
        const brand = brands[(i + c) % brands.length]!
        const ctx: ClickContext = {
          brandId: brand.id,
          cardPosition: ((i + c) % brands.length) + 1,
          userId,
          sessionId,
          ua,
          screen: '1920x1080',
          language: 'en-CA',
          campaign,
          referrer: 'https://www.google.com/',
          socialSource: null,
          pageUrl: 'http://127.0.0.1/ca',
          loadTimeMs: 450,
          msSincePageView: 4000 + c * 1000,
          scrollDepth: 50,
          sessionClickCount: c + 1,
          now: new Date(),
          abVariant: null,
          game: null,
          location: { country: 'Canada', city: 'Toronto', ip: null },
          webdriver: false,
        }
        clicksSent++
        const t = performance.now()
        const { error } = await visitor.rpc('record_click', { p_click: buildClickRow(ctx) })
        latencies.push(performance.now() - t)
        if (error) failures.push(`click: ${error.message}`)
      }
    }
    const visitors = await drive(VISITORS, VISITOR_CONCURRENCY, (i) =>
      runVisitor(i, CLICKS_PER_VISITOR, clickLatencies),
    )
    // A visitor alone on the stack: what one click costs before its destination opens.
    const soloLatencies: number[] = []
    await runVisitor(VISITORS, SOLO_CLICKS, soloLatencies)
    const { rows } = await pool.query<{ sessions: number; clicks: number }>(
      `select (select count(*)::int from public.visitor_sessions where user_id like $1) as sessions,
              (select count(*)::int from public.brand_clicks_history where user_id like $1) as clicks`,
      [`bench-${runId}-%`],
    )
    const sessionsRecorded = rows[0]?.sessions ?? 0
    const clicksRecorded = rows[0]?.clicks ?? 0

    // The same clicks through the /go redirect, as a middle click or a browser without
    // JavaScript sends them: one request, recorded server-side, answered with a 302.
    const redirectTotal = VISITORS * CLICKS_PER_VISITOR
    const redirectFailures: string[] = []
    const redirects = await drive(redirectTotal, VISITOR_CONCURRENCY, async (i) => {
      const brand = brands[i % brands.length]!
      const query = new URLSearchParams({
        pos: String((i % brands.length) + 1),
        uid: `bench-${runId}-r${i}`,
        sid: `bench-${runId}-rs${i}`,
      })
      const response = await fetch(`${stack.url}/functions/v1/go/${brand.brand_slug}?${query}`, {
        redirect: 'manual',
        headers: {
          'user-agent': BROWSER_UA,
          'x-forwarded-for': address(i),
          referer: 'http://127.0.0.1/ca',
        },
      })
      await response.body?.cancel()
      if (response.status !== 302) redirectFailures.push(`redirect: ${response.status}`)
    })
    const redirected = await pool.query<{ clicks: number }>(
      `select count(*)::int as clicks from public.brand_clicks_history
        where user_id like $1 and click_path = 'redirect'`,
      [`bench-${runId}-r%`],
    )
    const redirectsRecorded = redirected.rows[0]?.clicks ?? 0
    console.log(
      `\nvisitors: ${VISITORS} simulated visitors (one address each), ${VISITOR_CONCURRENCY} at a time, each a session + ${CLICKS_PER_VISITOR} clicks`,
    )
    console.log(
      `  ${((clicksSent / visitors.elapsed) * 1000).toFixed(0)} clicks/s (one record_click per click, plus one session insert per visitor)`,
    )
    console.log(
      `  click to recorded: p50 ${percentile(clickLatencies, 50).toFixed(1)} ms, p95 ${percentile(clickLatencies, 95).toFixed(1)} ms`,
    )
    console.log(
      `  one visitor alone, ${SOLO_CLICKS} clicks: p50 ${percentile(soloLatencies, 50).toFixed(1)} ms, p95 ${percentile(soloLatencies, 95).toFixed(1)} ms`,
    )
    console.log(
      `  sessions: sent ${sessionsSent}, recorded ${sessionsRecorded}; clicks: sent ${clicksSent}, recorded ${clicksRecorded}`,
    )
    console.log(`  errors ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ''}`)
    console.log(
      `redirect (/go): ${redirectTotal} clicks, ${VISITOR_CONCURRENCY} at a time, each from its own address`,
    )
    console.log(
      `  ${((redirectTotal / redirects.elapsed) * 1000).toFixed(0)} clicks/s (record + 302 per click); p50 ${percentile(redirects.latencies, 50).toFixed(1)} ms, p95 ${percentile(redirects.latencies, 95).toFixed(1)} ms`,
    )
    console.log(
      `  clicks: sent ${redirectTotal}, recorded ${redirectsRecorded}; errors ${redirectFailures.length}${redirectFailures.length ? ` (first: ${redirectFailures[0]})` : ''}`,
    )
    console.log(
      `lost: ${sessionsSent - sessionsRecorded + (clicksSent - clicksRecorded) + (redirectTotal - redirectsRecorded)}`,
    )

    // 3. Postbacks for the recorded clicks, each tenth sent twice (the replay must be a duplicate).
    const recorded = await pool.query<{ click_id: string }>(
      'select click_id from public.brand_clicks_history where user_id like $1 order by click_time',
      [`bench-${runId}-%`],
    )
    const clickIds = recorded.rows.map((row) => row.click_id)
    const indexes = clickIds.map((_, i) => i)
    const sends = [...indexes, ...indexes.filter((i) => i % 10 === 0)]
    const postbackFailures: string[] = []
    const postbacks = await drive(sends.length, POSTBACK_CONCURRENCY, async (n) => {
      const i = sends[n]!
      const query = new URLSearchParams({
        token: demoPostbackSource.secret,
        click_id: clickIds[i]!,
        transaction_id: `bench-${runId}-${i}`,
        event: 'ftd',
        payout: '25',
        currency: 'USD',
      })
      const response = await fetch(
        `${stack.url}/functions/v1/postback/${demoPostbackSource.slug}?${query}`,
      )
      if (!response.ok) postbackFailures.push(`${response.status} ${await response.text()}`)
      else await response.arrayBuffer()
    })
    const counted = await pool.query<{ accepted: number; duplicates: number }>(
      `select count(*) filter (where status = 'accepted')::int as accepted,
              count(*) filter (where status = 'duplicate')::int as duplicates
         from public.postbacks where transaction_id like $1`,
      [`bench-${runId}-%`],
    )
    const { accepted = 0, duplicates = 0 } = counted.rows[0] ?? {}
    const replays = sends.length - clickIds.length
    console.log(
      `\npostbacks: ${sends.length} sent to the postback function, ${POSTBACK_CONCURRENCY} at a time (${replays} replays)`,
    )
    console.log(
      `  ${((accepted / postbacks.elapsed) * 1000).toFixed(0)} accepted postbacks/s; p50 ${percentile(postbacks.latencies, 50).toFixed(1)} ms, p95 ${percentile(postbacks.latencies, 95).toFixed(1)} ms`,
    )
    console.log(
      `  accepted ${accepted} of ${clickIds.length}; duplicates ${duplicates} of ${replays}; errors ${postbackFailures.length}${postbackFailures.length ? ` (first: ${postbackFailures[0]})` : ''}`,
    )
    console.log(`lost: ${clickIds.length - accepted + (replays - duplicates)}`)

    // 4. The public pages in a browser: sizes, and Lighthouse beside static twins.
    await benchWeb(stack)

    // 5. The reports at scale.
    await benchReports(stack, pool)
  } finally {
    await pool.end()
    await stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
