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
  'status',
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

export const EVENT_TYPES = ['registration', 'first_deposit', 'deposit', 'revenue', 'other'] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** The event names networks commonly send, for sources whose event_map does not name them. */
const COMMON_EVENTS: Record<string, EventType> = {
  registration: 'registration',
  reg: 'registration',
  signup: 'registration',
  sign_up: 'registration',
  lead: 'registration',
  first_deposit: 'first_deposit',
  ftd: 'first_deposit',
  deposit: 'deposit',
  dep: 'deposit',
  redeposit: 'deposit',
  revenue: 'revenue',
  commission: 'revenue',
  revshare: 'revenue',
  cpa: 'revenue',
  sale: 'revenue',
}

/** Our event_type for a network's event: the source's map first, then the common names, else other. */
export function eventTypeOf(event: string, eventMap: Record<string, string>): EventType {
  const name = event.toLowerCase()
  const mapped = eventMap[name] ?? COMMON_EVENTS[name]
  return (EVENT_TYPES as readonly string[]).includes(mapped ?? '') ? (mapped as EventType) : 'other'
}

/** Network statuses that mean the conversion does not count (logged as rejected, with the status). */
const DECLINED_STATUSES = new Set([
  'rejected',
  'declined',
  'denied',
  'reversed',
  'chargeback',
  'cancelled',
  'canceled',
  'fraud',
])

export function isDeclinedStatus(status: string | null): boolean {
  return status !== null && DECLINED_STATUSES.has(status.toLowerCase())
}

export interface Conversion {
  clickId: string
  event: string
  payout: number | null
  currency: string
  transactionId: string | null
  networkStatus: string | null
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
  status: z.string().max(64, 'status is longer than 64 characters').optional(),
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
      networkStatus: fields.status ?? null,
    },
  }
}

/** SHA-256 of a token, hex (as private.token_hash stores it). */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A hash the source accepts now: its secret, the previous one in its grace period, or the test token. */
export interface AcceptedHash {
  hash: string
  isTest: boolean
}

/**
 * The accepted hash the given token matches, or null. Every candidate is compared in full
 * (constant time per candidate), so timing tells nothing about how much matched.
 */
export async function matchToken(
  given: string,
  accepted: AcceptedHash[],
): Promise<AcceptedHash | null> {
  const hash = await tokenHash(given)
  let match: AcceptedHash | null = null
  for (const candidate of accepted) {
    let difference = candidate.hash.length ^ hash.length
    for (let i = 0; i < hash.length; i++)
      difference |= hash.charCodeAt(i) ^ candidate.hash.charCodeAt(i)
    if (difference === 0) match = candidate
  }
  return match
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

/** What a refused postback may keep of its request: query and body together, in bytes. */
export const MAX_REFUSAL_BYTES = 1024
const ELLIPSIS = '…'

const encoder = new TextEncoder()
const utf8Bytes = (text: string) => encoder.encode(text).length

/**
 * Text the database can store: NUL (which PostgreSQL's text and jsonb refuse) and unpaired
 * UTF-16 surrogates (which a JSON body can carry) become U+FFFD.
 */
export function storableText(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  )
}

/** The longest start of `text` whose cost (by `cost` per character) fits in `budget`. */
function clipTo(text: string, budget: number, cost: (char: string) => number): string {
  let used = 0
  let end = 0
  for (const char of text) {
    const next = used + cost(char)
    if (next > budget) break
    used = next
    end += char.length
  }
  return text.slice(0, end)
}

/** The bytes a character takes inside a JSON string as PostgreSQL's jsonb prints it. */
const jsonCharBytes = (char: string) => utf8Bytes(JSON.stringify(char)) - 2

/**
 * The query and body a refused postback keeps: at most `budget` bytes together, measured as
 * the database measures them (octet_length of the query as jsonb prints it, `{"k": "v", ...}`,
 * plus the body's). Parameters are kept in order while they fit, the first that does not is
 * cut (ending in '…'), the rest dropped; the body gets what the query leaves, or none when
 * `body` is null (an unknown source: nothing of its body is stored).
 */
export function clipRequest(
  query: Record<string, string>,
  body: string | null,
  budget: number = MAX_REFUSAL_BYTES,
): { query: Record<string, string>; body: string | null } {
  const kept: Record<string, string> = {}
  let used = 2 // {}
  let count = 0
  for (const [rawKey, rawValue] of Object.entries(query)) {
    const key = storableText(rawKey)
    const value = storableText(rawValue)
    const keyBytes = utf8Bytes(JSON.stringify(key)) + 2 + (count > 0 ? 2 : 0) // `"k": ` and `, `
    const whole = keyBytes + utf8Bytes(JSON.stringify(value))
    if (used + whole <= budget) {
      kept[key] = value
      used += whole
      count++
      continue
    }
    // The value cut to fit, with its quotes and the ellipsis.
    const room = budget - used - keyBytes - 2 - utf8Bytes(ELLIPSIS)
    if (room > 0) {
      kept[key] = clipTo(value, room, jsonCharBytes) + ELLIPSIS
      used += keyBytes + utf8Bytes(JSON.stringify(kept[key]))
    }
    break
  }
  if (body === null || body === '') return { query: kept, body: null }
  const clipped = clipTo(storableText(body), budget - used, utf8Bytes)
  return { query: kept, body: clipped === '' ? null : clipped }
}
