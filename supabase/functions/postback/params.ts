/**
 * Reading a postback: networks send GET query strings or POST forms/JSON and
 * name their parameters differently (a source's param_map translates them).
 */
import ipaddr from 'ipaddr.js'
import { z } from 'zod'

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

const PAYOUT_MESSAGE = 'payout must be a non-negative number'

/** The mapped fields as a conversion; each rule's message is the reason a postback is refused. */
const conversionFields = z.object({
  click_id: z
    .string({ error: 'click_id is required' })
    .max(200, 'click_id is longer than 200 characters'),
  transaction_id: z.string().max(200, 'transaction_id is longer than 200 characters').optional(),
  event: z
    .string()
    .regex(/^[a-z0-9_.-]{1,64}$/i, 'event must be 1-64 letters, digits, _ . or -')
    .default('conversion'),
  payout: z
    .string()
    .transform(Number)
    .pipe(z.number({ error: PAYOUT_MESSAGE }).min(0, PAYOUT_MESSAGE).lt(1e10, PAYOUT_MESSAGE))
    .optional(),
  currency: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code')),
})

/** Validates the mapped fields; returns the conversion or why it is refused. */
export function toConversion(
  params: PostbackParams,
  defaultCurrency: string,
): { ok: true; conversion: Conversion } | { ok: false; reason: string } {
  const parsed = conversionFields.safeParse({ currency: defaultCurrency, ...params })
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'bad input' }
  const fields = parsed.data
  return {
    ok: true,
    conversion: {
      clickId: fields.click_id,
      event: fields.event,
      payout: fields.payout ?? null,
      currency: fields.currency,
      transactionId: fields.transaction_id ?? null,
    },
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

type Cidr = ReturnType<typeof ipaddr.parseCIDR>

/** A CIDR, or a single address as its one-address range. */
function parseRange(range: string): Cidr | null {
  if (ipaddr.isValidCIDR(range)) return ipaddr.parseCIDR(range)
  if (!ipaddr.isValid(range)) return null
  const host = ipaddr.process(range)
  return [host, host.kind() === 'ipv4' ? 32 : 128]
}

/**
 * Whether an address lies in one of the allowed ranges (postback_sources.allowed_ips:
 * CIDRs or single addresses, IPv4 or IPv6). An IPv4-mapped IPv6 address
 * (::ffff:203.0.113.7) counts as its IPv4 address; an unparsable one is refused.
 */
export function ipAllowed(ip: string, ranges: string[]): boolean {
  if (ranges.length === 0) return true
  if (!ipaddr.isValid(ip)) return false
  const address = ipaddr.process(ip)
  return ranges.some((range) => {
    const cidr = parseRange(range)
    return cidr !== null && cidr[0].kind() === address.kind() && address.match(cidr)
  })
}
