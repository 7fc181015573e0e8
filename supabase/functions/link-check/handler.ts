/**
 * The `link-check` edge function: the offer monitor (#28). It follows a brand's destination
 * as /go builds it, with a test click id that is never stored as a click
 * (_shared/link-check.ts), and records the check (public.record_link_check, which also
 * pauses or lifts the brand in its market).
 *
 *   POST /functions/v1/link-check  {"brand_id": "<uuid>"}  a staff member's JWT: editors and
 *        admins check one brand now (the brand form's 'Check now') → 200 {check}
 *   POST /functions/v1/link-check  {"due": true}           the service role key (pg_cron, by
 *        pg_net: private.request_link_checks) → 200 {checked}: the brands due, a batch
 *
 *   403 forbidden  an analyst, a visitor, a wrong key    404 no such brand
 *   400 bad_request the body names neither
 *
 * Every hop goes to public addresses only (_shared/public-target.ts): a destination or a
 * redirect to a loopback, private or link-local address is Broken, never requested. The
 * local test stacks allow loopback, where their stand-in casinos listen
 * (LINK_CHECK_ALLOW_LOOPBACK=1); nothing else sets it.
 */
import { lookup } from 'node:dns/promises'
import { destinationWithClickId } from '../_shared/destination.ts'
import { optionalEnv, requireEnv } from '../_shared/env.ts'
import { newId } from '../_shared/ids.ts'
import { json } from '../_shared/json.ts'
import {
  checkLink,
  LINK_CHECK_DEFAULTS,
  offerNeedles,
  type LinkCheckResult,
} from '../_shared/link-check.ts'
import { refusalMessage } from '../_shared/public-address.ts'
import { checkPublicTarget } from '../_shared/public-target.ts'
import { unwrap } from '../_shared/result.ts'
import {
  bearerToken,
  isServiceKey,
  restClient as client,
  serviceClient as service,
} from '../_shared/service.ts'

export const ALLOW_LOOPBACK_ENV = 'LINK_CHECK_ALLOW_LOOPBACK'

/** Brands checked at once, and per scheduled call (the next call takes the rest). */
const CONCURRENCY = 4
const BATCH = 20

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

type BrandToCheck = {
  brand_id: string
  brand_slug: string
  destination_url: string | null
  subid_param: string | null
  bonus_amount: string | null
  promo_code: string | null
  bonus_text: string | null
}

/** fetch for the check: each hop's host must be public (resolved first when it is a name). */
function publicOnlyFetch(allowLoopback: boolean): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const target = await checkPublicTarget(url, {
      resolve: async (name) =>
        (await lookup(name, { all: true, verbatim: true })).map((a) => a.address),
      allowLoopback,
    })
    if (!target.ok) {
      if (target.refusal) throw new Error(`Refused: ${refusalMessage(target.refusal)}`)
      // The name did not resolve: let fetch fail on it as DNS does, classified as such.
      const failure = new Error(`getaddrinfo ENOTFOUND ${url.hostname}`) as Error & { code: string }
      failure.code = 'ENOTFOUND'
      throw new TypeError('fetch failed', { cause: failure })
    }
    return fetch(input, init)
  }
}

type CheckSettings = { userAgent: string; slowMs: number; fetch: typeof fetch }

/** Checks one brand and records it; the stored row comes back. */
async function checkBrand(
  brand: BrandToCheck,
  settings: CheckSettings,
  trigger: 'schedule' | 'staff',
  requestedBy: string | null,
): Promise<unknown> {
  const clickId = `lc_${newId()}`
  const url = destinationWithClickId(brand.destination_url, clickId, brand.subid_param)
  const result: LinkCheckResult & { startUrl: string } = url
    ? {
        ...(await checkLink(url, {
          clickId,
          offerNeedles: offerNeedles(brand),
          userAgent: settings.userAgent,
          slowMs: settings.slowMs,
          fetch: settings.fetch,
        })),
        startUrl: url,
      }
    : {
        state: 'broken',
        problems: [{ code: 'http_error', message: 'The brand has no valid destination URL' }],
        hops: [],
        finalUrl: null,
        finalHost: null,
        finalStatus: null,
        clickIdKept: null,
        offerFound: null,
        responseMs: 0,
        error: null,
        startUrl: brand.destination_url || '(none)',
      }
  return unwrap(
    await service()
      .rpc('record_link_check', {
        p_brand_id: brand.brand_id,
        p_trigger: trigger,
        p_requested_by: requestedBy,
        p_result: result,
      })
      .single(),
  )
}

/** Runs `task` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<unknown>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * The check's settings, in one read: the site's name (the monitor names itself to the casinos
 * it visits) and monitor.slow_ms.
 */
async function settings(): Promise<CheckSettings> {
  const rows = unwrap(
    await service()
      .from('site_settings')
      .select('key, value')
      .in('key', ['site_name', 'monitor.slow_ms']),
  ) as { key: string; value: unknown }[]
  const value = (key: string) => rows.find((row) => row.key === key)?.value
  const name = value('site_name')
  const slow = Number(value('monitor.slow_ms'))
  return {
    userAgent: `${typeof name === 'string' ? name : 'CasinoCompass'} link monitor (+${optionalEnv('SITE_URL') ?? requireEnv('SUPABASE_URL')})`,
    slowMs: Number.isFinite(slow) && slow > 0 ? slow : LINK_CHECK_DEFAULTS.slowMs,
    fetch: publicOnlyFetch(optionalEnv(ALLOW_LOOPBACK_ENV) === '1'),
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const BRAND_COLUMNS =
  'brand_id:id, brand_slug, destination_url, subid_param, bonus_amount, promo_code, bonus_text'

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (req.method !== 'POST') return json({ message: 'Use POST' }, 405, CORS)
  const token = bearerToken(req)
  const body = (await req.json().catch(() => ({}))) as { brand_id?: unknown; due?: unknown }

  try {
    if (body.due === true) {
      if (!isServiceKey(token)) {
        return json({ outcome: 'forbidden' }, 403, CORS)
      }
      const due = unwrap(
        await service().rpc('due_link_checks', { p_limit: BATCH }),
      ) as BrandToCheck[]
      const checkSettings = await settings()
      await inBatches(due, CONCURRENCY, (brand) =>
        checkBrand(brand, checkSettings, 'schedule', null),
      )
      return json({ checked: due.length }, 200, CORS)
    }

    if (typeof body.brand_id !== 'string') {
      return json(
        { outcome: 'bad_request', message: 'Name the brand to check (brand_id)' },
        400,
        CORS,
      )
    }
    // Asked as the caller: the role check is the database's own (private.has_role).
    const { data: requester, error } = await client(token).rpc('link_check_requester')
    if (error?.code === 'PGRST301') return json({ message: error.message }, 401, CORS)
    if (error?.code === '42501' || (!error && typeof requester !== 'string')) {
      return json(
        { outcome: 'forbidden', message: 'Only editors and admins can check links' },
        403,
        CORS,
      )
    }
    if (error) throw new Error(error.message, { cause: error })
    if (!UUID.test(body.brand_id)) {
      return json({ outcome: 'not_found', message: 'No such brand' }, 404, CORS)
    }
    const brand = unwrap(
      await service().from('brands').select(BRAND_COLUMNS).eq('id', body.brand_id).maybeSingle(),
    ) as BrandToCheck | null
    if (!brand) return json({ outcome: 'not_found', message: 'No such brand' }, 404, CORS)
    const check = await checkBrand(brand, await settings(), 'staff', requester as string)
    return json({ check }, 200, CORS)
  } catch (failure) {
    return json(
      { message: failure instanceof Error ? failure.message : String(failure) },
      500,
      CORS,
    )
  }
}
