/**
 * Which addresses an outbound request of ours (the deploy hook) may go to: only public
 * unicast ones. Loopback, private, link-local, unspecified, carrier-grade NAT, multicast and
 * every other special-purpose range are refused, IPv4-mapped IPv6 forms (::ffff:127.0.0.1)
 * by the IPv4 address they carry. The ranges are ipaddr.js's (its IANA special-purpose
 * registries); IPv6 counts as public only inside global unicast (2000::/3).
 *
 * One module for the settings form (a URL whose host is an address, or localhost, is refused
 * as it is typed) and the rebuild-public-pages function (which also resolves host names
 * and refuses a name that resolves to any refused address). No Node or Deno APIs: it runs
 * in the browser as well.
 */
import ipaddr from 'ipaddr.js'

/** What kind of address a host is; everything but 'public' is refused. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'carrier-grade NAT'
  | 'multicast'
  | 'broadcast'
  | 'reserved'

export type RefusedKind = Exclude<AddressKind, 'public'>

/** ipaddr.js's range names, in our words; a range not named here is 'reserved'. */
const KIND_OF_RANGE: Record<string, AddressKind> = {
  unicast: 'public',
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  broadcast: 'broadcast',
}

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3')

/**
 * The kind of an IP address in text (dotted quad or IPv6, without brackets), or null when
 * the text is not one. IPv4-mapped IPv6 addresses are judged by their IPv4 address.
 *
 * @example
 *   addressKind('10.0.0.5') // 'private'
 *   addressKind('::ffff:127.0.0.1') // 'loopback'
 *   addressKind('hooks.example') // null
 */
export function addressKind(address: string): AddressKind | null {
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return null
  const ip = ipaddr.process(address)
  const kind = KIND_OF_RANGE[ip.range()] ?? 'reserved'
  if (kind === 'public' && ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST)) return 'reserved'
  return kind
}

/** A refused host: the address (or name) as the URL has it and why it is refused. */
export interface HostRefusal {
  /** The URL's host name, when it was resolved to `address`. */
  name?: string
  address: string
  kind: RefusedKind
}

const LOCALHOST = /^(?:.+\.)?localhost\.?$/

/**
 * Why the URL's host is refused, judged from the URL alone: an IP address of a refused kind,
 * or localhost (and *.localhost), which always means this machine. Null for a public
 * address and for any other host name, which only a DNS lookup can judge (the function's
 * part); also null for text that is not a URL.
 */
export function literalHostRefusal(url: string | URL): HostRefusal | null {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return null
  }
  if (LOCALHOST.test(host)) return { address: host, kind: 'loopback' }
  // The URL parser writes every IPv4 spelling (0x7f.1, 2130706433) as a dotted quad and an
  // IPv6 address in brackets.
  const address = host.startsWith('[') ? host.slice(1, -1) : host
  const kind = addressKind(address)
  return kind === null || kind === 'public' ? null : { address, kind }
}

const ARTICLE: Record<RefusedKind, string> = {
  loopback: 'a loopback',
  private: 'a private',
  'link-local': 'a link-local',
  unspecified: 'an unspecified',
  'carrier-grade NAT': 'a carrier-grade NAT',
  multicast: 'a multicast',
  broadcast: 'a broadcast',
  reserved: 'a reserved',
}

/**
 * The sentence the settings form and the dashboard show for a refused host.
 *
 * @example
 *   refusalMessage({ address: '10.0.0.5', kind: 'private' })
 *   // 'The deploy hook URL points to a private address (10.0.0.5); only public addresses are called.'
 */
export function refusalMessage({ name, address, kind }: HostRefusal): string {
  const where = name
    ? `The deploy hook URL's host ${name} resolves to`
    : 'The deploy hook URL points to'
  return `${where} ${ARTICLE[kind]} address (${address}); only public addresses are called.`
}
