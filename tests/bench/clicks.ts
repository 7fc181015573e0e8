/**
 * The click pipeline's parts of `npm run bench`, figures only. run.ts runs them in
 * this order; each ends with `lost: N` for its paths (must be 0):
 *  A. benchDatabaseClicks: clicks in the database alone, 40 connections (pg pool), every click
 *     in the current hour. The full path is what PostgREST runs for the page's one call, POST
 *     /rpc/record_click as anon (the hot path, and the heavier branch of the insert trigger):
 *     the request settings as PostgREST sets them (role anon and anon's role settings, the JWT
 *     claims, method, path, the request headers the gateway forwards with the visitor's address
 *     in X-Forwarded-For), the db-pre-request named in authenticator's settings (which leaves
 *     a click's write limit to the click trigger), then record_click(), all in one transaction
 *     sent as one round trip. Beside it the same rows, as the full path stored them, inserted into a bare copy of
 *     the table (`like ... including defaults, generated, constraints, indexes`: no trigger, no
 *     policy), one statement each. Rounds alternate the two (after a warm-up of both); each
 *     round is 600 visitors with a session, 5 clicks each, from their own address. The fold job
 *     runs on its schedule beside the full path's inserts; the bare copy's run starts once it
 *     has folded the round. Prints both rates, the ratio (goal >= 0.8, and >= 1,000/s for the
 *     full path), how long after each round's last insert its clicks were all in the rollups,
 *     then the rows counted: `lost`. (The bench stack runs PostgreSQL without fsync, as every
 *     test stack does: the rates are above a durable server's, the ratio is what compares.)
 *  B. benchEndToEnd: through the local gateway, 40 at a time: simulated visitors, each from its
 *     own address, start a session (buildSessionRow), then click (one record_click call each,
 *     p_click built by buildClickRow); beside them a no-op RPC (public.bench_noop, created
 *     here: same body, same headers, through the same gateway and PostgREST; STABLE, so
 *     PostgREST runs it read-only and the write counter is left to the click path) and the
 *     same number of clicks through /go (GET /functions/v1/go/{slug}: 302 at once, the click
 *     recorded in the background). Prints calls per second and the ratios to the no-op; click
 *     to destination p50/p95 (the client path: the RPC's latency capped at 1.5 s as the page
 *     caps it; /go: the 302's), one visitor alone, then the rows counted (for /go after
 *     waiting, bounded, for the background recording to land): `lost`.
 *  C. benchLockedRedirect: /go while brand_clicks_history is locked for 10 s (a pg connection
 *     holds `lock table ... in access exclusive mode`), clicks sent at an even pace over the
 *     lock: the 302's p50/p95/max, and the delay from the lock's release until all those clicks
 *     are in the table: `lost`.
 *  D. benchFreshness: a few clicks through record_click, one at a time at different moments of
 *     the fold job's 5 s schedule: the delay from the click's answer until the watermark passes
 *     its ingest_xid (the fold job has folded it into the rollups), p50 and max; `lost`.
 * After each part run.ts sums up what the stack logged meanwhile (tests/bench/stack.ts).
 */
import pg from 'pg'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/integrations/supabase/types.ts'
import { RECORDING_WAIT_MS } from '../../src/features/tracking/use-brand-click.ts'
import {
  address,
  BROWSER_UA,
  client,
  clickRow,
  drive,
  goClick,
  p50p95,
  percentile,
  perSecond,
  pollUntil,
  sessionRow,
  sleep,
  untyped,
  type BenchBrand,
  type BenchStack,
} from './load.ts'

const CONCURRENCY = 40
const CLICKS_PER_VISITOR = 5
const DB_VISITORS = 600
const DB_WARMUP_VISITORS = 100
const DB_ROUNDS = 2
const VISITORS = 200
const SOLO_CLICKS = 50
const NOOP_WARMUP = 200
/** How long the background recording of /go clicks may take to land before they count as lost. */
const LANDING_TIMEOUT_MS = 90_000
const LOCK_MS = 10_000
const LOCKED_CLICKS = 400
const FRESH_CLICKS = 5
/** The fold job's interval (the migration's cron.schedule). */
const FOLD_EVERY_MS = 5_000
const FOLD_TIMEOUT_MS = 60_000
/** First addresses of each part (address(i)), apart so that no address's limits carry over. */
const DB_ADDRESSES = 10_000
const LOCK_ADDRESSES = 30_000
const FRESH_ADDRESSES = 31_000

const { escapeLiteral } = pg

const ratio = (a: number, b: number) => (a / b).toFixed(2)
const errorsText = (errors: string[]) =>
  `errors ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`

/** How many rows of brand_clicks_history have a user_id starting with `prefix`. */
async function countClicks(pool: pg.Pool, prefix: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from public.brand_clicks_history where user_id like $1',
    [`${prefix}%`],
  )
  return rows[0]?.n ?? 0
}

/** Waits (bounded) until `expected` clicks of `prefix` are in the table: the ms waited, or null. */
const clicksLanded = (pool: pg.Pool, prefix: string, expected: number) =>
  pollUntil(async () => (await countClicks(pool, prefix)) >= expected, LANDING_TIMEOUT_MS, 100)

/**
 * Waits (bounded) until the fold job's watermark reaches `bound`, that is, until every row
 * inserted by a transaction below it is in the rollups: the ms waited, or null.
 */
const foldedUpTo = (pool: pg.Pool, bound: string) =>
  pollUntil(async () => {
    const { rows } = await pool.query<{ folded: boolean }>(
      'select watermark >= $1::xid8 as folded from public.traffic_rollup_state',
      [bound],
    )
    return rows[0]?.folded === true
  }, FOLD_TIMEOUT_MS)

/**
 * The statements PostgREST runs for visitor `i`'s POST /rpc/record_click, as one simple-query
 * string (one implicit transaction, one round trip).
 */
async function recordClickAsPostgrest(pool: pg.Pool, stack: BenchStack) {
  const { rows } = await pool.query<{ pre_request: string | null; anon: string[] | null }>(
    `select (select substr(c, strpos(c, '=') + 1) from pg_catalog.pg_db_role_setting as s, unnest(s.setconfig) as c
              where s.setrole = 'authenticator'::regrole and s.setdatabase = 0
                and c like 'pgrst.db_pre_request=%') as pre_request,
            (select s.setconfig from pg_catalog.pg_db_role_setting as s
              where s.setrole = 'anon'::regrole and s.setdatabase = 0) as anon`,
  )
  const preRequest = rows[0]?.pre_request
  const roleSettings = (rows[0]?.anon ?? []).map((c) => [
    c.slice(0, c.indexOf('=')),
    c.slice(c.indexOf('=') + 1),
  ])
  const claims = Buffer.from(stack.anonKey.split('.')[1]!, 'base64url').toString()
  return (i: number, click: object) => {
    const body = JSON.stringify({ p_click: click })
    // What the gateway forwards from supabase-js (PostgREST hands every header on as JSON).
    const headers = {
      host: new URL(stack.url).host,
      accept: '*/*',
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'content-profile': 'public',
      'user-agent': BROWSER_UA,
      'x-client-info': 'supabase-js/2.109.0; runtime=node',
      'x-forwarded-for': address(i),
      'x-real-ip': address(i),
    }
    const settings = [
      ['search_path', '"public", "public", "extensions"'],
      ['role', 'anon'],
      ['request.jwt.claims', claims],
      ['request.method', 'POST'],
      ['request.path', '/rpc/record_click'],
      ['request.headers', JSON.stringify(headers)],
      ['request.cookies', '{}'],
      ...roleSettings,
    ]
    return [
      `select ${settings.map(([k, v]) => `set_config(${escapeLiteral(k!)}, ${escapeLiteral(v!)}, true)`).join(', ')}`,
      ...(preRequest ? [`select ${preRequest}()`] : []),
      `select public.record_click(${escapeLiteral(JSON.stringify(click))}::jsonb)`,
    ].join(';\n')
  }
}

/** A. Click inserts in the database alone: the full path beside a bare copy of the table. */
export async function benchDatabaseClicks(
  stack: BenchStack,
  brands: BenchBrand[],
  runId: string,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: CONCURRENCY })
  try {
    await pool.query(`create schema if not exists bench;
      create table bench.bare_clicks (like public.brand_clicks_history
        including defaults including generated including constraints including indexes)`)
    // The stored rows are copied whole, but for what the database fills in itself.
    const { rows: columnRows } = await pool.query<{ columns: string }>(
      `select string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
         from pg_catalog.pg_attribute as a
        where a.attrelid = 'bench.bare_clicks'::regclass and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = '' and a.attname <> 'ingest_xid'`,
    )
    const columns = columnRows[0]!.columns
    const fullSql = await recordClickAsPostgrest(pool, stack)
    const rates = { full: [] as number[], bare: [] as number[] }
    const latencies = { full: [] as number[], bare: [] as number[] }
    const totals = { full: 0, fullMs: 0, bare: 0, bareMs: 0, sent: 0, bareSent: 0 }
    const folds: Array<number | null> = []
    const errors: string[] = []
    const prefix = `benchdb-${runId}-`
    for (let round = 0; round <= DB_ROUNDS; round++) {
      // Round 0 warms every connection up (plans, compiled functions) and is not counted.
      const visitors = round === 0 ? DB_WARMUP_VISITORS : DB_VISITORS
      const first = DB_ADDRESSES + (round === 0 ? 0 : DB_WARMUP_VISITORS + (round - 1) * visitors)
      const ids = (v: number) => ({
        userId: `${prefix}${round}-u${v}`,
        sessionId: `${prefix}${round}-s${v}`,
      })
      // Each visitor's session, so that its clicks link to it as a tab's do (not timed).
      const sessions = Array.from({ length: visitors }, (_, v) =>
        sessionRow(first + v, ids(v).userId, ids(v).sessionId),
      )
      const sessionColumns = Object.keys(sessions[0]!).join(', ')
      await pool.query(
        `insert into public.visitor_sessions (${sessionColumns})
         select ${sessionColumns} from jsonb_populate_recordset(null::public.visitor_sessions, $1::jsonb)`,
        [JSON.stringify(sessions)],
      )
      const total = visitors * CLICKS_PER_VISITOR
      // Click n is visitor n % visitors's click number n / visitors: a visitor's clicks in turn.
      const full = Array.from({ length: total }, (_, n) => {
        const v = n % visitors
        const c = Math.floor(n / visitors)
        return fullSql(first + v, clickRow(brands, v, c, ids(v).userId, ids(v).sessionId))
      })
      const fullRun = await drive(total, CONCURRENCY, async (n) => {
        await pool.query(full[n]!).catch((error: Error) => errors.push(`full: ${error.message}`))
      })
      // The fold job runs on its schedule beside the inserts, as it does in production; the
      // bare copy's run waits until it has folded the round, so that it does not run beside it.
      const { rows: next } = await pool.query<{ xid: string }>(
        'select pg_snapshot_xmax(pg_current_snapshot())::text as xid',
      )
      const caughtUp = await foldedUpTo(pool, next[0]!.xid)
      const { rows: stored } = await pool.query<{ row: string }>(
        `select to_jsonb(c)::text as row from public.brand_clicks_history as c
          where c.user_id like $1 order by c.click_time`,
        [`${prefix}${round}-%`],
      )
      const bare = stored.map(
        ({ row }) =>
          `insert into bench.bare_clicks (${columns})
           select ${columns} from jsonb_populate_record(null::bench.bare_clicks, ${escapeLiteral(row)})`,
      )
      const bareRun = await drive(bare.length, CONCURRENCY, async (n) => {
        await pool.query(bare[n]!).catch((error: Error) => errors.push(`bare: ${error.message}`))
      })
      totals.sent += total
      totals.bareSent += bare.length
      if (round === 0) continue
      rates.full.push(perSecond(total, fullRun.elapsed))
      folds.push(caughtUp)
      rates.bare.push(perSecond(bare.length, bareRun.elapsed))
      latencies.full.push(...fullRun.latencies)
      latencies.bare.push(...bareRun.latencies)
      Object.assign(totals, {
        full: totals.full + total,
        fullMs: totals.fullMs + fullRun.elapsed,
        bare: totals.bare + bare.length,
        bareMs: totals.bareMs + bareRun.elapsed,
      })
    }
    const recorded = await countClicks(pool, prefix)
    const { rows: bareCount } = await pool.query<{ n: number }>(
      'select count(*)::int as n from bench.bare_clicks',
    )
    const bareRecorded = bareCount[0]?.n ?? 0
    const full = perSecond(totals.full, totals.fullMs)
    const bareRate = perSecond(totals.bare, totals.bareMs)
    const rounds = (values: number[]) => values.map((rate) => rate.toFixed(0)).join(', ')
    console.log(
      `\nclicks in the database alone: ${CONCURRENCY} connections, ${DB_ROUNDS} rounds each way of ${DB_VISITORS} visitors x ${CLICKS_PER_VISITOR} clicks (own address and session), all this hour`,
    )
    console.log(
      `  full path (anon, as PostgREST runs POST /rpc/record_click: settings, db-pre-request, record_click):`,
    )
    console.log(
      `    ${full.toFixed(0)} clicks/s (rounds: ${rounds(rates.full)}); ${p50p95(latencies.full)}`,
    )
    console.log(`  bare copy of the table (the same rows, no triggers, one insert each):`)
    console.log(
      `    ${bareRate.toFixed(0)} inserts/s (rounds: ${rounds(rates.bare)}); ${p50p95(latencies.bare)}`,
    )
    console.log(
      `  ratio full / bare: ${ratio(full, bareRate)} (goal 0.8); full path ${full.toFixed(0)}/s (goal 1,000)`,
    )
    console.log(
      `  full path: sent ${totals.sent}, recorded ${recorded}; bare copy: sent ${totals.bareSent}, stored ${bareRecorded}; ${errorsText(errors)}`,
    )
    console.log(
      `  fold job: each round's clicks all in the rollups ${folds.map((ms) => (ms === null ? `not within ${FOLD_TIMEOUT_MS / 1000} s` : `${ms.toFixed(0)} ms`)).join(', ')} after its last insert`,
    )
    console.log(`lost: ${totals.sent - recorded + (totals.bareSent - bareRecorded)}`)
  } finally {
    await pool.end()
  }
}

interface Visitor {
  index: number
  userId: string
  sessionId: string
  api: SupabaseClient<Database>
}

/**
 * B. End to end through the gateway: the client path and /go beside a no-op RPC. Returns the
 *    prefix of the user ids of the clicks it recorded (the postbacks part sends theirs).
 */
export async function benchEndToEnd(
  stack: BenchStack,
  pool: pg.Pool,
  brands: BenchBrand[],
  runId: string,
): Promise<string> {
  const prefix = `bench-${runId}-`
  await pool.query(`
    create or replace function public.bench_noop(p_click jsonb)
    returns text language sql stable set search_path = '' as $$ select null::text $$;
    revoke execute on function public.bench_noop(jsonb) from public;
    grant execute on function public.bench_noop(jsonb) to anon;
    notify pgrst, 'reload schema'`)
  const visitorOf = (index: number): Visitor => ({
    index,
    userId: `${prefix}u${index}`,
    sessionId: `${prefix}s${index}`,
    api: client(stack.url, stack.anonKey, {
      'user-agent': BROWSER_UA,
      'x-forwarded-for': address(index),
    }),
  })
  const probe = visitorOf(VISITORS + 1)
  const ready = await pollUntil(
    async () => !(await untyped(probe.api).rpc('bench_noop', { p_click: {} })).error,
    10_000,
  )
  if (ready === null) throw new Error('public.bench_noop is not callable through PostgREST')

  const failures: string[] = []
  let sessionsSent = 0
  const startSession = async (visitor: Visitor) => {
    sessionsSent++
    const { error } = await visitor.api
      .from('visitor_sessions')
      .insert(sessionRow(visitor.index, visitor.userId, visitor.sessionId))
    if (error) failures.push(`session: ${error.message}`)
  }
  let clicksSent = 0
  const recordClick = async (visitor: Visitor, c: number) => {
    clicksSent++
    const { error } = await visitor.api.rpc('record_click', {
      p_click: clickRow(brands, visitor.index, c, visitor.userId, visitor.sessionId),
    })
    if (error) failures.push(`click: ${error.message}`)
  }
  const noopFailures: string[] = []
  const noop = async (visitor: Visitor, c: number) => {
    const { error } = await untyped(visitor.api).rpc('bench_noop', {
      p_click: clickRow(brands, visitor.index, c, visitor.userId, visitor.sessionId),
    })
    if (error) noopFailures.push(error.message)
  }

  const visitors = Array.from({ length: VISITORS }, (_, i) => visitorOf(i))
  const total = VISITORS * CLICKS_PER_VISITOR
  // Call n is visitor n % VISITORS's click number n / VISITORS: each visitor's clicks in turn.
  const each = (task: (visitor: Visitor, c: number) => Promise<void>) => (n: number) =>
    task(visitors[n % VISITORS]!, Math.floor(n / VISITORS))
  // The no-op's warm-up also opens the connections every later call goes through.
  await drive(NOOP_WARMUP, CONCURRENCY, each(noop))
  const sessions = await drive(VISITORS, CONCURRENCY, (i) => startSession(visitors[i]!))
  const noops = await drive(total, CONCURRENCY, each(noop))
  const clicks = await drive(total, CONCURRENCY, each(recordClick))
  // A visitor alone on the stack: what one click costs before its destination opens.
  const solo = visitorOf(VISITORS)
  await startSession(solo)
  const soloRun = await drive(SOLO_CLICKS, 1, (c) => recordClick(solo, c))
  const [sessionsRecorded, clicksRecorded] = await Promise.all([
    pool
      .query<{ n: number }>(
        'select count(*)::int as n from public.visitor_sessions where user_id like $1',
        [`${prefix}%`],
      )
      .then(({ rows }) => rows[0]?.n ?? 0),
    countClicks(pool, `${prefix}u`),
  ])

  // The same clicks through the /go redirect: a middle click, or a browser without JavaScript.
  const redirectFailures: string[] = []
  const redirects = await drive(total, CONCURRENCY, async (i) => {
    const status = await goClick(stack, brands, i, {
      userId: `${prefix}r${i}`,
      sessionId: `${prefix}rs${i}`,
    })
    if (status !== 302) redirectFailures.push(`redirect: ${status}`)
  })
  const answered = total - redirectFailures.length
  const landedMs = await clicksLanded(pool, `${prefix}r`, answered)
  const redirectsRecorded = await countClicks(pool, `${prefix}r`)

  const noopRate = perSecond(total, noops.elapsed)
  const clickRate = perSecond(total, clicks.elapsed)
  const redirectRate = perSecond(total, redirects.elapsed)
  const capped = clicks.latencies.map((ms) => Math.min(ms, RECORDING_WAIT_MS))
  console.log(
    `\nend to end through the gateway, ${CONCURRENCY} at a time: ${VISITORS} visitors (own address each), a session then ${CLICKS_PER_VISITOR} clicks each`,
  )
  console.log(
    `  sessions (insert into visitor_sessions): ${perSecond(VISITORS, sessions.elapsed).toFixed(0)}/s; ${p50p95(sessions.latencies)}`,
  )
  console.log(
    `  no-op RPC (POST /rpc/bench_noop, the same body and headers): ${noopRate.toFixed(0)} calls/s; ${p50p95(noops.latencies)}; ${errorsText(noopFailures)}`,
  )
  console.log(
    `client path (POST /rpc/record_click, p_click from buildClickRow): ${clickRate.toFixed(0)} clicks/s, ratio to the no-op ${ratio(clickRate, noopRate)}`,
  )
  console.log(`  click to recorded (the RPC): ${p50p95(clicks.latencies)}`)
  console.log(
    `  click to destination (the RPC, capped at ${RECORDING_WAIT_MS} ms as the page caps it): ${p50p95(capped)}`,
  )
  console.log(`  one visitor alone, ${SOLO_CLICKS} clicks: ${p50p95(soloRun.latencies)}`)
  console.log(
    `  sessions: sent ${sessionsSent}, recorded ${sessionsRecorded}; clicks: sent ${clicksSent}, recorded ${clicksRecorded}; ${errorsText(failures)}`,
  )
  console.log(`lost: ${sessionsSent - sessionsRecorded + (clicksSent - clicksRecorded)}`)
  console.log(
    `/go (GET /functions/v1/go/{slug}: 302 at once, recorded in the background): ${total} clicks`,
  )
  console.log(
    `  ${redirectRate.toFixed(0)} redirects/s, ratio to the no-op ${ratio(redirectRate, noopRate)}; click to destination (the 302): ${p50p95(redirects.latencies)}`,
  )
  if (landedMs === null)
    console.log(`  not all recorded ${LANDING_TIMEOUT_MS / 1000} s after the last 302`)
  else {
    const recordedRate = perSecond(total, redirects.elapsed + landedMs)
    console.log(
      `  all recorded ${landedMs.toFixed(0)} ms after the last 302: ${recordedRate.toFixed(0)} clicks/s recorded from the first request, ratio to the no-op ${ratio(recordedRate, noopRate)}`,
    )
  }
  console.log(
    `  clicks: answered 302 ${answered}, recorded ${redirectsRecorded}; ${errorsText(redirectFailures)}`,
  )
  console.log(`lost: ${answered - redirectsRecorded}`)
  return prefix
}

/** C. /go while brand_clicks_history is locked: the redirect's latency and the clicks' landing. */
export async function benchLockedRedirect(
  stack: BenchStack,
  pool: pg.Pool,
  brands: BenchBrand[],
  runId: string,
): Promise<void> {
  const prefix = `benchlock-${runId}-`
  const locker = new pg.Client({ connectionString: stack.dbUrl })
  await locker.connect()
  const statuses: number[] = []
  try {
    await locker.query('begin')
    await locker.query('lock table public.brand_clicks_history in access exclusive mode')
    const sends = Promise.all(
      Array.from({ length: LOCKED_CLICKS }, async (_, k) => {
        await sleep((k * LOCK_MS) / LOCKED_CLICKS)
        const t = performance.now()
        statuses.push(
          await goClick(stack, brands, LOCK_ADDRESSES + k, {
            userId: `${prefix}u${k}`,
            sessionId: `${prefix}s${k}`,
          }),
        )
        return performance.now() - t
      }),
    )
    await sleep(LOCK_MS)
    await locker.query('commit')
    const latencies = await sends
    const answered = statuses.filter((status) => status === 302).length
    const landedMs = await clicksLanded(pool, prefix, answered)
    const recorded = await countClicks(pool, prefix)
    const others = statuses.filter((status) => status !== 302)
    console.log(
      `\n/go with brand_clicks_history locked (access exclusive) for ${LOCK_MS / 1000} s: ${LOCKED_CLICKS} clicks at an even pace over the lock, own address each`,
    )
    console.log(
      `  click to destination (the 302): ${p50p95(latencies)}, max ${Math.max(...latencies).toFixed(0)} ms`,
    )
    console.log(
      landedMs === null
        ? `  not all recorded ${LANDING_TIMEOUT_MS / 1000} s after the lock's release`
        : `  all recorded ${landedMs.toFixed(0)} ms after the lock's release`,
    )
    console.log(
      `  clicks: answered 302 ${answered}, recorded ${recorded}; errors ${others.length}${others.length ? ` (first: HTTP ${others[0]})` : ''}`,
    )
    console.log(`lost: ${answered - recorded}`)
  } finally {
    await locker.end()
  }
}

/** D. Report freshness: from a click's answer until the fold job has folded it. */
export async function benchFreshness(
  stack: BenchStack,
  pool: pg.Pool,
  brands: BenchBrand[],
  runId: string,
): Promise<void> {
  const userId = `benchfresh-${runId}-u`
  const sessionId = `benchfresh-${runId}-s`
  const api = client(stack.url, stack.anonKey, {
    'user-agent': BROWSER_UA,
    'x-forwarded-for': address(FRESH_ADDRESSES),
  })
  const delays: number[] = []
  const errors: string[] = []
  let recorded = 0
  for (let k = 0; k < FRESH_CLICKS; k++) {
    // Each click a different moment after the job's last run (the previous click's fold).
    await sleep((k * FOLD_EVERY_MS) / FRESH_CLICKS)
    const { data: clickId, error } = await api.rpc('record_click', {
      p_click: clickRow(brands, 0, k, userId, sessionId),
    })
    const answeredAt = performance.now()
    const { rows } = await pool.query<{ next: string }>(
      `select (ingest_xid::text::bigint + 1)::text as next from public.brand_clicks_history
        where click_id = $1`,
      [clickId],
    )
    if (error || !rows[0]) {
      errors.push(error?.message ?? `click ${clickId} is not in the table`)
      continue
    }
    recorded++
    const folded = await foldedUpTo(pool, rows[0].next)
    if (folded === null)
      errors.push(`click ${clickId} not folded within ${FOLD_TIMEOUT_MS / 1000} s`)
    else delays.push(performance.now() - answeredAt)
  }
  console.log(
    `\nreport freshness: ${FRESH_CLICKS} clicks through record_click, one at a time; from the answer to the watermark passing its ingest_xid (fold job every ${FOLD_EVERY_MS / 1000} s, polled every 50 ms)`,
  )
  console.log(
    `  p50 ${percentile(delays, 50).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms; ${errorsText(errors)}`,
  )
  console.log(`lost: ${FRESH_CLICKS - recorded}`)
}
