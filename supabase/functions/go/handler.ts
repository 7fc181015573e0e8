/**
 * The `go` edge function: the address of every Get Bonus link, so that a click the page's
 * own code does not see (middle click, "open in new tab", no JavaScript, a click before the
 * code loaded) is still recorded.
 *
 *   GET /functions/v1/go/{brand-slug}?pos=&uid=&sid=   (the site's own /go/* is proxied here)
 *
 * It finds the active brand, records the click with the service key under the same rules
 * as the page's insert (the brand_clicks_history trigger computes the quality score from
 * the IP, user agent and referrer passed here, and links the session when uid and sid name
 * one; a score of 0 is not recorded), then answers 302 to the brand's destination with the
 * click id placed as the brand defines. A click that cannot be recorded still goes on to
 * the casino, as on the page. Opened to callers without a JWT in supabase/config.toml.
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { destinationWithClickId } from '../_shared/destination.ts'
import { requireEnv } from '../_shared/env.ts'
import { newId } from '../_shared/ids.ts'
import { parseUserAgent } from '../_shared/user-agent.ts'
import { readGoRequest, type GoRequest } from './params.ts'

/** The trigger's refusal of a click scoring 0 (bot or empty user agent). */
const BOT_BLOCKED_MESSAGE = 'Traffic blocked by bot filter'

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

function page(status: number, title: string, text: string, headers: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the casino comparison</a></p></body></html>`
  return new Response(html, {
    status,
    headers: { ...HEADERS, 'content-type': 'text/html; charset=utf-8', ...headers },
  })
}

const notFound = () =>
  page(404, 'Offer not found', 'This casino offer does not exist or is no longer available.')

/** The click row as the service role writes it: the trigger adds time, brand name, score and link. */
function clickRow(brandId: string, clickId: string, request: GoRequest) {
  const ua = parseUserAgent(request.userAgent)
  return {
    brand_id: brandId,
    click_id: clickId,
    click_path: 'redirect',
    card_position: request.position,
    user_id: request.visitor?.userId ?? newId(),
    session_id: request.visitor?.sessionId ?? newId(),
    ip: request.ip,
    user_agent: request.userAgent,
    referrer: request.referrer,
    page_url: request.referrer,
    language: request.language,
    ...ua,
  }
}

/** Records the click; a score of 0 or a failed write is logged, never shown to the visitor. */
async function recordClick(row: ReturnType<typeof clickRow>): Promise<void> {
  const { error } = await database().from('brand_clicks_history').insert(row)
  if (!error) return
  if (error.message === BOT_BLOCKED_MESSAGE) console.warn(BOT_BLOCKED_MESSAGE, error.details)
  else console.error('Click tracking failed:', error.message)
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET') {
    return page(405, 'Method not allowed', 'Open this link in a browser.', { allow: 'GET' })
  }
  const request = readGoRequest(new URL(req.url), req.headers)
  if (!request.slug) return notFound()

  const { data, error } = await database()
    .from('brands')
    .select('id, destination_url, subid_param')
    .eq('brand_slug', request.slug)
    .eq('is_active', true)
    .maybeSingle()
  if (error) throw new Error(error.message)
  const brand = data as BrandRow | null
  const clickId = newId()
  const destination =
    brand && destinationWithClickId(brand.destination_url, clickId, brand.subid_param)
  if (!brand || !destination) return notFound()

  await recordClick(clickRow(brand.id, clickId, request))
  return new Response(null, { status: 302, headers: { ...HEADERS, location: destination } })
}
