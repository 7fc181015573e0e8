/**
 * `npm run bench`: figures, never assertions on time. Starts a fresh local
 * stack and prints
 *  1. the ranking query (a country's active brands with the embedded country)
 *     through supabase-js → gateway → PostgREST, and the same SQL through a pg
 *     pool (as rows, and as one JSON body the way REST returns it), side by
 *     side: the rates and their ratios;
 *  2-5. the click pipeline (tests/bench/clicks.ts, which describes each part): click inserts in
 *     the database alone beside a bare copy of the table; simulated visitors end to end through
 *     the gateway (a session, then clicks through record_click) and the same clicks through /go,
 *     beside a no-op RPC; /go with the clicks table locked for 10 s; report freshness (a click to
 *     the rollups). Each path ends with `lost: N` (must be 0);
 *  6. postbacks from the demo network for the clicks of part 3 through the postback function, every
 *     tenth replayed: accepted postbacks per second, p50 and p95, then the accepted and
 *     duplicate rows counted in the database: `lost: N` (must be 0);
 *     `npm run bench -- --clicks-only` runs parts 2-6 alone;
 *  7. the web part (tests/bench/web.ts): a production build against this stack, first-load
 *     JavaScript per page and the admin chunks (gzip), and Lighthouse on /, /ca and a review
 *     beside the same pages as static HTML without scripts (score, LCP, TBT, CLS with logos
 *     delayed, LCP ratio ours/static); `npm run bench -- --web` runs this part alone;
 *  8. the reports at scale (benchReports below): seeds `--clicks` clicks (default 1M, about 0.35
 *     sessions per click) with supabase/emulator/seed-traffic.ts, prints the row counts (raw and rollups) and
 *     p50/p95 of each report function for 30 and 90 days as an analyst through REST (unfiltered,
 *     filtered on one dimension, and on two, which reads raw rows), and of a click-log list page
 *     (50 newest clicks of a period, then of one brand); `npm run bench -- --reports` runs this
 *     part alone.
 */
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { seedTraffic } from '../../supabase/emulator/seed-traffic.ts'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { demoPostbackSource } from '../../supabase/emulator/seed-local.ts'
import {
  benchDatabaseClicks,
  benchEndToEnd,
  benchFreshness,
  benchLockedRedirect,
} from './clicks.ts'
import { BROWSER_UA, client, drive, percentile, type BenchStack } from './load.ts'
import { benchWeb } from './web.ts'

const RANKING_REQUESTS = 1500
const RANKING_CONCURRENCY = 8
const POSTBACK_CONCURRENCY = 40

const RANKING_SQL = `
  select b.*, json_build_object('name', c.name, 'slug', c.slug) as countries
  from public.brands b join public.countries c on c.id = b.country_id
  where c.slug = $1 and b.is_active
  order by b.sort_order`

/** The same rows as one JSON document, as a REST client receives them. */
const RANKING_SQL_JSON = `select coalesce(json_agg(t), '[]')::text as body from (${RANKING_SQL}) t`

/** `npm run bench -- --web`: the web part alone (sizes and Lighthouse). */
const WEB_ONLY = process.argv.includes('--web')
/** `npm run bench -- --reports [--clicks N]`: the reports part alone. */
const REPORTS_ONLY = process.argv.includes('--reports')
/** `npm run bench -- --clicks-only`: the click and postback parts alone (2-6). */
const CLICKS_ONLY = process.argv.includes('--clicks-only')
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
 * 8. The reports at scale: row counts, then p50/p95 of each report function for 30 and 90 days,
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

interface RunningStack {
  stack: BenchStack
  /** The errors and warnings the stack logged since the last call (tests/bench/stack.ts). */
  logs: () => Promise<string[]>
  stop: () => Promise<void>
}

/** Starts the stack in its own process (tests/bench/stack.ts). */
function startStack(): Promise<RunningStack> {
  const child = fork(new URL('./stack.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`bench stack exited with ${code}`)))
    child.once('message', (stack) =>
      resolve({
        stack: stack as BenchStack,
        logs: () =>
          new Promise<string[]>((done) => {
            child.once('message', (answer) => done((answer as { logs: string[] }).logs))
            child.send('logs')
          }),
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

/**
 * One line for what the stack logged during a part: how many lines, and the commonest kinds
 * (quoted names and long ids left out).
 */
function logSummary(lines: string[]): string | null {
  if (!lines.length) return null
  const kinds = new Map<string, number>()
  for (const line of lines) {
    const kind = line
      .split('\n')[0]!
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\b[0-9a-f-]{16,}\b/g, '…')
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  const commonest = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 3)
  return `  the stack logged ${lines.length} errors/warnings: ${commonest.map(([kind, n]) => `${n} x ${kind}`).join('; ')}`
}

/** 1. The ranking query: REST versus a direct pool. */
async function benchRanking(stack: BenchStack, pool: pg.Pool): Promise<void> {
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
}

/**
 * 6. Postbacks for the clicks whose user ids start with `prefix`, each tenth sent twice (the
 *    replay must be a duplicate).
 */
async function benchPostbacks(
  stack: BenchStack,
  pool: pg.Pool,
  prefix: string,
  runId: string,
): Promise<void> {
  const recorded = await pool.query<{ click_id: string }>(
    'select click_id from public.brand_clicks_history where user_id like $1 order by click_time',
    [`${prefix}%`],
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
}

async function main(): Promise<void> {
  const { stack, logs, stop } = await startStack()
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: RANKING_CONCURRENCY })
  /** Runs a part, then sums up what the stack logged meanwhile. */
  const part = async <T>(run: () => Promise<T>): Promise<T> => {
    const result = await run()
    const summary = logSummary(await logs())
    if (summary) console.log(summary)
    return result
  }
  try {
    if (WEB_ONLY) return await part(() => benchWeb(stack))
    if (REPORTS_ONLY) return await part(() => benchReports(stack, pool))
    if (!CLICKS_ONLY) await part(() => benchRanking(stack, pool))

    // 2-5. The click pipeline, on the active brands' cards.
    const { data: brands } = await client(stack.url, stack.anonKey)
      .from('brands')
      .select('id, brand_name, brand_slug')
      .eq('is_active', true)
      .limit(20)
    if (!brands?.length) throw new Error('no active brands to click')
    const runId = randomUUID().slice(0, 8)
    await part(() => benchDatabaseClicks(stack, brands, runId))
    const prefix = await part(() => benchEndToEnd(stack, pool, brands, runId))
    await part(() => benchLockedRedirect(stack, pool, brands, runId))
    await part(() => benchFreshness(stack, pool, brands, runId))

    // 6. Postbacks for the clicks of part 3.
    await part(() => benchPostbacks(stack, pool, prefix, runId))
    if (CLICKS_ONLY) return

    // 7. The public pages in a browser: sizes, and Lighthouse beside static twins.
    await part(() => benchWeb(stack))

    // 8. The reports at scale.
    await part(() => benchReports(stack, pool))
  } finally {
    await pool.end()
    await stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
