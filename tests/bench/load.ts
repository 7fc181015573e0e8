/**
 * What the bench's load parts share: running calls at a concurrency, percentiles, waiting for
 * rows to land, and simulated visitors (each from its own address, with a browser's user agent,
 * sending the rows the app's own payload builders make).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { readCampaign } from '../../src/features/tracking/campaign.ts'
import {
  buildClickRow,
  buildSessionRow,
  type ClickRow,
  type SessionRow,
} from '../../src/features/tracking/payload.ts'
import { parseUserAgent } from '../../src/features/tracking/user-agent.ts'
import type { Database } from '../../src/integrations/supabase/types.ts'

/** The stack tests/bench/stack.ts starts: the gateway's URL, the anon key, a superuser URL. */
export interface BenchStack {
  url: string
  anonKey: string
  dbUrl: string
}

export interface BenchBrand {
  id: string
  brand_name: string
  brand_slug: string
}

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Runs `total` calls of `task`, `concurrency` at a time; returns elapsed ms and each call's latency. */
export async function drive(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
) {
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

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

/** `p50 x ms, p95 y ms` of a list of latencies. */
export const p50p95 = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`

/** Calls per second of `count` calls in `ms`. */
export const perSecond = (count: number, ms: number) => (count / ms) * 1000

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Calls `check` every `everyMs` until it answers true or `timeoutMs` has passed; returns the
 * ms waited until it did (null: it never did).
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<number | null> {
  const started = performance.now()
  for (;;) {
    if (await check()) return performance.now() - started
    if (performance.now() - started >= timeoutMs) return null
    await sleep(everyMs)
  }
}

/** Visitor `i`'s address, in the benchmarking range 198.18.0.0/16 (i below 64,000). */
export const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`

export function client(url: string, key: string, headers: Record<string, string> = {}) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  })
}

/** The same client without the schema's types, for a function only the bench creates. */
export const untyped = (typed: SupabaseClient<Database>) => typed as unknown as SupabaseClient

const PAGE_URL = 'http://127.0.0.1/ca?utm_source=bench&utm_medium=cpc&utm_campaign=load'
const ua = parseUserAgent(BROWSER_UA)
const campaign = readCampaign('?utm_source=bench&utm_medium=cpc&utm_campaign=load')

/** The session row a tab of visitor `i` sends (buildSessionRow). */
export function sessionRow(i: number, userId: string, sessionId: string): SessionRow {
  return buildSessionRow({
    userId,
    sessionId,
    pageUrl: PAGE_URL,
    referrer: 'https://www.google.com/',
    userAgent: BROWSER_UA,
    ua,
    screen: '1920x1080',
    language: 'en-CA',
    campaign,
    location: { country: 'Canada', city: 'Toronto', ip: address(i) },
  })
}

/** The row of visitor `i`'s click number `c` (from 0), on a card of `brands` (buildClickRow). */
export function clickRow(
  brands: BenchBrand[],
  i: number,
  c: number,
  userId: string,
  sessionId: string,
): ClickRow {
  const card = (i + c) % brands.length
  return buildClickRow({
    brandId: brands[card]!.id,
    cardPosition: card + 1,
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
  })
}

/**
 * One /go click (a middle click, or a browser without JavaScript) from address `i`, carrying
 * the visitor's ids: the HTTP status (302 expected).
 */
export async function goClick(
  stack: BenchStack,
  brands: BenchBrand[],
  i: number,
  visitor: { userId: string; sessionId: string },
): Promise<number> {
  const brand = brands[i % brands.length]!
  const query = new URLSearchParams({
    pos: String((i % brands.length) + 1),
    uid: visitor.userId,
    sid: visitor.sessionId,
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
  return response.status
}
