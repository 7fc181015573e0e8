/**
 * The `go` edge function: the address of every Get Bonus link, so that a click the page's
 * own code does not see (middle click, "open in new tab", no JavaScript, a click before the
 * code loaded) is still recorded.
 *
 *   GET /functions/v1/go/{brand-slug}?pos=&uid=&sid=   (the site's own /go/* is proxied here)
 *
 * A brand not listable in its market today (no valid licence, blacklisted: public.market_block)
 * gets a page that says why (451), never a redirect, and no click; so does any brand during
 * its market's hours without calls to action (market_rules: Croatia 06:00-23:00).
 *
 * The visitor never waits for the database: the brand comes from the in-memory list of every
 * active brand (brand-cache.ts: read by one query, served while a newer one is read in the
 * background), the function issues a fresh click id, answers 302 to the brand's destination
 * carrying that id at once, and records the click in the background (EdgeRuntime.waitUntil
 * on hosted Supabase; the local runner gives handlers the same hook): the clicks of a few
 * milliseconds go in one insert of an array, retried for up to a minute (record-click.ts).
 * Each row carries the issued id and its issue time, so a retry is idempotent and the click
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
import { unwrap } from '../_shared/result.ts'
import { inQuietWindow, type QuietHours } from '../_shared/quiet-hours.ts'
import { parseUserAgent } from '../_shared/user-agent.ts'
import { BrandCache, UNAVAILABLE } from './brand-cache.ts'
import { readGoRequest, type GoRequest } from './params.ts'
import { ClickBatcher, insertClicksWith } from './record-click.ts'

/** Every answer: never cached (each click is new), never indexed. */
const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

interface BrandRow {
  id: string
  destination_url: string | null
  subid_param: string | null
  /** Why the brand may not be listed in its market today (public.market_block), or null. */
  market_block: MarketBlock | null
  /** The hours its market withholds calls to action (market_rules, the market's row), if any. */
  quiet: (QuietHours & { market: string }) | null
}

/** A brand as the query reads it: its market's rules embedded. */
interface BrandQueryRow extends Omit<BrandRow, 'quiet'> {
  brand_slug: string
  countries: {
    name: string
    market_rules: {
      region_code: string | null
      cta_quiet_from: string | null
      cta_quiet_to: string | null
      time_zone: string
    }[]
  } | null
}

/** The market's own quiet hours (a region's depend on where the visitor is: the page applies those). */
function quietHoursOf(country: BrandQueryRow['countries']): BrandRow['quiet'] {
  const rule = country?.market_rules.find((row) => row.region_code === null)
  if (!country || !rule?.cta_quiet_from || !rule.cta_quiet_to) return null
  return {
    from: rule.cta_quiet_from,
    to: rule.cta_quiet_to,
    timeZone: rule.time_zone,
    market: country.name,
  }
}

type MarketBlock =
  | 'market_closed'
  | 'blacklisted'
  | 'no_licence'
  | 'licence_expired'
  | 'licence_pending'
  | 'offer_breaks_rule'
  | 'link_broken'

/** The refusal page's words for each reason: the visitor learns why, and is not sent on. */
const MARKET_BLOCK_TEXT: Record<MarketBlock, string> = {
  market_closed:
    'Online casinos may not be offered or advertised in this market, so we link to none.',
  blacklisted: "This casino is on the regulator's list of unauthorised operators in this market.",
  no_licence: 'This casino holds no licence for this market, so we do not link to it here.',
  licence_expired:
    'This casino’s licence for this market has expired, so we do not link to it here.',
  licence_pending:
    'This casino’s licence for this market is not valid yet, so we do not link to it here.',
  offer_breaks_rule:
    'This casino’s current offer does not meet the advertising rules of this market, so we do not link to it here.',
  link_broken:
    'This casino’s link is not working at the moment, so we do not send you there. Please try again later.',
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

/** PostgREST's max_rows (supabase/config.toml, and hosted Supabase's default): the page size. */
const PAGE = 1_000

/** Every active brand by slug: one query (a page per thousand brands, by id). */
async function readActiveBrands(signal: AbortSignal): Promise<Map<string, BrandRow>> {
  const brands = new Map<string, BrandRow>()
  let after: string | null = null
  for (;;) {
    let query = database()
      .from('brands')
      .select(
        'brand_slug, id, destination_url, subid_param, market_block, countries(name, market_rules(region_code, cta_quiet_from, cta_quiet_to, time_zone))',
      )
      .eq('is_active', true)
      .order('id')
      .limit(PAGE)
    if (after !== null) query = query.gt('id', after)
    // The client is untyped here (no generated types in the function): brands.country_id is a
    // to-one link, so PostgREST embeds the country as an object, not the array it infers.
    const rows = (unwrap(await query.abortSignal(signal)) ?? []) as unknown as BrandQueryRow[]
    for (const { brand_slug, countries, ...brand } of rows) {
      brands.set(brand_slug, { ...brand, quiet: quietHoursOf(countries) })
    }
    if (rows.length < PAGE) return brands
    after = rows[rows.length - 1]!.id
  }
}

const brands = new BrandCache<BrandRow>(readActiveBrands, {
  ttlMs: 5_000,
  maxStaleMs: 10_000,
  missRefreshMs: 1_000,
  waitMs: 1_500,
  loadTimeoutMs: 10_000,
  retryAfterMs: 1_000,
  background: (task) => runInBackground(task, 'Reading the active brands'),
})

/** The clicks' recording: batched, one insert of an array per batch (record-click.ts). */
const clicks = new ClickBatcher<ReturnType<typeof clickRow>>(insertClicksWith(database))

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
  if (brand.market_block) {
    return page(451, 'Not available in this market', MARKET_BLOCK_TEXT[brand.market_block])
  }
  if (brand.quiet && inQuietWindow(brand.quiet, issuedAt)) {
    const { from, to, timeZone, market } = brand.quiet
    return page(
      451,
      'Not available at this hour',
      `Casino advertising is not allowed in ${market} between ${from.slice(0, 5)} and ${to.slice(0, 5)} (${timeZone} time), so we do not link to casinos then. Please come back later.`,
    )
  }

  const row = clickRow(brand.id, clickId, issuedAt, ip, request)
  runInBackground(clicks.record(row), `Recording click ${clickId}`)
  return new Response(null, { status: 302, headers: { ...HEADERS, location: destination } })
}
