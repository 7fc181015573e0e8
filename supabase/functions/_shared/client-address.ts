/**
 * The visitor's address, as every function reads it (one definition, the same rule as the
 * database's request_guard.client_ip()):
 *
 * 1. From our own static host's proxy (scripts/proxy-request.ts and the host functions the
 *    README describes): the `x-visitor-address` header, but only when the request also carries
 *    `x-proxy-secret` equal to the function's GO_PROXY_SECRET (compared in constant time).
 *    Without that secret, or with a wrong one, the header is ignored.
 * 2. Otherwise X-Forwarded-For counted from the RIGHT: each proxy appends the address it saw,
 *    so the entry TRUSTED_PROXY_HOPS places from the right (default 0: the last entry, which
 *    the API gateway appends) is the first one nobody but a proxy we trust wrote. Entries on
 *    the left are whatever the caller sent and are never read. A chain shorter than the hops,
 *    or an entry that is not an IP address, gives null (never a guess).
 *
 * The result is normalised (an IPv4-mapped IPv6 address becomes its IPv4 address).
 */
import ipaddr from 'ipaddr.js'
import { optionalEnv } from './env.ts'

export const VISITOR_ADDRESS_HEADER = 'x-visitor-address'
export const PROXY_SECRET_HEADER = 'x-proxy-secret'

/** A shorter GO_PROXY_SECRET is treated as unset: a guessable secret would let anyone forge. */
export const MIN_PROXY_SECRET_LENGTH = 24
/** The same bounds as the database's setting tracking.trusted_proxy_hops. */
const MAX_TRUSTED_HOPS = 5

export interface AddressSettings {
  /** Proxies of ours that append to X-Forwarded-For after the gateway (TRUSTED_PROXY_HOPS). */
  trustedHops: number
  /** The secret the static host's proxy sends (GO_PROXY_SECRET); null when unset or too short. */
  proxySecret: string | null
}

/** The settings from the environment (Deno.env on hosted Supabase, process.env locally). */
export function addressSettings(): AddressSettings {
  const hops = Number(optionalEnv('TRUSTED_PROXY_HOPS') ?? '0')
  const secret = optionalEnv('GO_PROXY_SECRET') ?? ''
  return {
    trustedHops: Number.isInteger(hops) && hops >= 0 && hops <= MAX_TRUSTED_HOPS ? hops : 0,
    proxySecret: secret.length >= MIN_PROXY_SECRET_LENGTH ? secret : null,
  }
}

/**
 * The address in normal form, or null when the text is not one IP address written in full
 * (dotted quad or IPv6, no zone; not the shorthand '1.2.3' that ipaddr.js also reads).
 */
export function normalAddress(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? ''
  if (text.length === 0 || text.length > 64 || text.includes('%')) return null
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return null
  return ipaddr.process(text).toString()
}

/** The X-Forwarded-For entry `hops` places from the right, or null. */
export function forwardedAddress(forwardedFor: string | null, hops: number): string | null {
  if (!forwardedFor) return null
  const chain = forwardedFor.split(',')
  const entry = chain[chain.length - 1 - hops]
  return entry === undefined ? null : normalAddress(entry)
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/**
 * Whether `given` equals `expected`, in time that depends on neither: both are hashed first,
 * so the comparison always runs over 32 bytes whatever their lengths.
 */
export async function secretsEqual(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

/** The visitor's address of a request to a function (see the module's comment). */
export async function clientAddress(
  headers: Headers,
  settings: AddressSettings = addressSettings(),
): Promise<string | null> {
  const visitor = headers.get(VISITOR_ADDRESS_HEADER)
  const secret = headers.get(PROXY_SECRET_HEADER)
  if (visitor !== null && secret !== null && settings.proxySecret !== null) {
    if (await secretsEqual(secret, settings.proxySecret)) return normalAddress(visitor)
  }
  return forwardedAddress(headers.get('x-forwarded-for'), settings.trustedHops)
}
