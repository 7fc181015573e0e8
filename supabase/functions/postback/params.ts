/**
 * Reading a postback: networks send GET query strings or POST forms/JSON and
 * name their parameters differently (a source's param_map translates them).
 */
export const POSTBACK_FIELDS = [
  'click_id',
  'event',
  'payout',
  'currency',
  'transaction_id',
  'token',
] as const
export type PostbackField = (typeof POSTBACK_FIELDS)[number]
export type PostbackParams = Partial<Record<PostbackField, string>>

export const MAX_BODY_CHARS = 20_000

/** Every parameter of the request, query first, then a form or JSON body (which wins). */
export function collectParams(url: URL, body: string, contentType: string): Record<string, string> {
  const all: Record<string, string> = Object.fromEntries(url.searchParams)
  if (!body) return all
  if (contentType.includes('application/json')) {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) {
        if (['string', 'number'].includes(typeof value)) all[key] = String(value)
      }
    }
  } else {
    for (const [key, value] of new URLSearchParams(body)) all[key] = value
  }
  return all
}

/** Our fields from the network's names (param_map: {click_id: 'subid', ...}). */
export function mapParams(
  all: Record<string, string>,
  paramMap: Record<string, string>,
): PostbackParams {
  const params: PostbackParams = {}
  for (const field of POSTBACK_FIELDS) {
    const value = all[paramMap[field] ?? field]?.trim()
    if (value) params[field] = value
  }
  return params
}

export interface Conversion {
  clickId: string
  event: string
  payout: number | null
  currency: string
  transactionId: string | null
}

/** Validates the mapped fields; returns the conversion or why it is refused. */
export function toConversion(
  params: PostbackParams,
  defaultCurrency: string,
): { ok: true; conversion: Conversion } | { ok: false; reason: string } {
  const clickId = params.click_id
  if (!clickId) return { ok: false, reason: 'click_id is required' }
  if (clickId.length > 200) return { ok: false, reason: 'click_id is longer than 200 characters' }
  if ((params.transaction_id?.length ?? 0) > 200)
    return { ok: false, reason: 'transaction_id is longer than 200 characters' }
  const event = params.event ?? 'conversion'
  if (!/^[a-z0-9_.-]{1,64}$/i.test(event))
    return { ok: false, reason: 'event must be 1-64 letters, digits, _ . or -' }
  let payout: number | null = null
  if (params.payout !== undefined) {
    payout = Number(params.payout)
    if (!Number.isFinite(payout) || payout < 0 || payout >= 1e10)
      return { ok: false, reason: 'payout must be a non-negative number' }
  }
  const currency = (params.currency ?? defaultCurrency).toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, reason: 'currency must be a 3-letter code' }
  return {
    ok: true,
    conversion: { clickId, event, payout, currency, transactionId: params.transaction_id ?? null },
  }
}

/** Compares two secrets in constant time (their SHA-256 digests, so lengths leak nothing either). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder()
  const [a, b] = await Promise.all(
    [given, expected].map(
      async (value) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value))),
    ),
  )
  let difference = 0
  for (let i = 0; i < a!.length; i++) difference |= a![i]! ^ b![i]!
  return difference === 0
}

/** Whether an IPv4 address lies in one of the CIDR ranges; IPv6 addresses must match exactly. */
export function ipAllowed(ip: string, ranges: string[]): boolean {
  if (ranges.length === 0) return true
  return ranges.some((range) => {
    const [base = '', bitsText] = range.split('/')
    const v4 = (value: string) => {
      const parts = value.split('.').map(Number)
      if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255))
        return null
      return parts.reduce((acc, n) => acc * 256 + n, 0)
    }
    const address = v4(ip)
    const network = v4(base)
    if (address === null || network === null) return ip === base
    const bits = bitsText === undefined ? 32 : Number(bitsText)
    const size = 2 ** (32 - bits)
    return Math.floor(address / size) === Math.floor(network / size)
  })
}
