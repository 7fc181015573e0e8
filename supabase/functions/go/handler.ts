/**
 * The `go` edge function: the address of every Get Bonus link, so that a click the page's
 * own code does not see (middle click, "open in new tab", no JavaScript, a click before the
 * code loaded) is still recorded.
 *
 *   GET /functions/v1/go/{brand-slug}?pos=&uid=&sid=   (the site's own /go/* is proxied here)
 *
 * The visitor never waits for the database: the active brand comes from a few seconds'
 * in-memory cache (brand-cache.ts; a miss reads it once, with a time limit), the function
 * issues a fresh click id, answers 302 to the brand's destination carrying that id at once,
 * and records the click in the background (EdgeRuntime.waitUntil on hosted Supabase; the
 * local runner gives handlers the same hook), retrying for up to a minute (record-click.ts).
 * The row carries the issued id and its issue time, so a retry is idempotent and the click
 * keeps the time it was made; the brand_clicks_history trigger computes the quality score
 * from the IP, user agent and referrer passed here (a score of 0 is refused and logged),
 * applies the per-address limit, and links the session when uid and sid name one.
 * Opened to callers without a JWT in supabase/config.toml.
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { runInBackground } from '../_shared/background.ts'
import { clientAddress } from '../_shared/client-address.ts'
import { destinationWithClickId } from '../_shared/destination.ts'
import { requireEnv } from '../_shared/env.ts'
import { newId } from '../_shared/ids.ts'
import { parseUserAgent } from '../_shared/user-agent.ts'
import { BrandCache, UNAVAILABLE } from './brand-cache.ts'
import { readGoRequest, type GoRequest } from './params.ts'
import { recordWithRetry, type InsertAnswer } from './record-click.ts'

/** Every answer: never cached (each click is new), never indexed. */
const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

interface BrandRow {
  id: string
  destination_url: string | null
  subid_param: string | null
}

let client: PostgrestClient | null = null
function database(): PostgrestClient {
  if (!client) {
    const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY')
    client = new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    })
  }
  return client
}

async function readBrand(slug: string, signal: AbortSignal): Promise<BrandRow | null> {
  const { data, error } = await database()
    .from('brands')
    .select('id, destination_url, subid_param')
    .eq('brand_slug', slug)
    .eq('is_active', true)
    .abortSignal(signal)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data as BrandRow | null
}

const brands = new BrandCache<BrandRow>(readBrand, {
  ttlMs: 5_000,
  timeoutMs: 1_500,
  retryAfterMs: 1_000,
  maxEntries: 1_000,
})

function page(status: number, title: string, text: string, headers: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the casino comparison</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { ...HEADERS, 'content-type': 'text/html; charset=utf-8', ...headers },
  })
}

const notFound = () =>
  page(404, 'Offer not found', 'This casino offer does not exist or is no longer available.')

const unavailable = () =>
  page(503, 'Please try again', 'This offer cannot be opened right now. Please try again.', {
    'retry-after': '5',
  })

/** The click row as the service role writes it: the trigger adds brand name, score and link. */
function clickRow(
  brandId: string,
  clickId: string,
  issuedAt: Date,
  ip: string | null,
  request: GoRequest,
) {
  const ua = parseUserAgent(request.userAgent)
  return {
    brand_id: brandId,
    click_id: clickId,
    click_time: issuedAt.toISOString(),
    click_path: 'redirect',
    card_position: request.position,
    user_id: request.visitor?.userId ?? newId(),
    session_id: request.visitor?.sessionId ?? newId(),
    ip,
    user_agent: request.userAgent,
    referrer: request.referrer,
    page_url: request.referrer,
    language: request.language,
    ...ua,
  }
}

function insertClick(row: ReturnType<typeof clickRow>) {
  return async (signal: AbortSignal): Promise<InsertAnswer> => {
    const { error, status } = await database()
      .from('brand_clicks_history')
      .insert(row)
      .abortSignal(signal)
    return { error, status }
  }
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET') {
    return page(405, 'Method not allowed', 'Open this link in a browser.', { allow: 'GET' })
  }
  const request = readGoRequest(new URL(req.url), req.headers)
  if (!request.slug) return notFound()

  const [brand, ip] = await Promise.all([brands.get(request.slug), clientAddress(req.headers)])
  if (brand === UNAVAILABLE) return unavailable()
  const clickId = newId()
  const issuedAt = new Date()
  const destination =
    brand && destinationWithClickId(brand.destination_url, clickId, brand.subid_param)
  if (!brand || !destination) return notFound()

  const row = clickRow(brand.id, clickId, issuedAt, ip, request)
  runInBackground(recordWithRetry(insertClick(row), clickId), `Recording click ${clickId}`)
  return new Response(null, { status: 302, headers: { ...HEADERS, location: destination } })
}
