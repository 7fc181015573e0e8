/**
 * Whether a URL of ours may be called (the deploy hook, each hop of a link check): its host,
 * an address or a name resolved through DNS, must be public (public-address.ts). A name counts as refused when
 * any of its addresses is. The lookup is the caller's (node:dns in the function, which
 * answers from the system resolver as fetch does), so that this rule runs without a network.
 *
 * The check and the connection resolve the name separately: a DNS server that answers a
 * public address now and a private one a moment later is not caught here.
 */
import {
  addressKind,
  literalHostRefusal,
  type AddressKind,
  type HostRefusal,
  type RefusedKind,
} from './public-address.ts'

/** The addresses a host name resolves to (every one, IPv4 and IPv6). */
export type ResolveHost = (name: string) => Promise<string[]>

export interface PublicTargetOptions {
  resolve: ResolveHost
  /**
   * Loopback addresses are allowed: only the local test stacks set this
   * (DEPLOY_HOOK_ALLOW_LOOPBACK=1), whose stand-in servers listen on 127.0.0.1.
   */
  allowLoopback: boolean
}

export type PublicTarget =
  | { ok: true }
  | { ok: false; refusal: HostRefusal }
  /** The name could not be resolved. */
  | { ok: false; refusal: null }

/** The kind when it is refused, null when it may be called. */
function refused(kind: AddressKind, { allowLoopback }: PublicTargetOptions): RefusedKind | null {
  return kind === 'public' || (allowLoopback && kind === 'loopback') ? null : kind
}

export async function checkPublicTarget(
  url: URL,
  options: PublicTargetOptions,
): Promise<PublicTarget> {
  const literal = literalHostRefusal(url)
  if (literal)
    return refused(literal.kind, options) ? { ok: false, refusal: literal } : { ok: true }
  const host = url.hostname
  // A public address: nothing to resolve.
  if (addressKind(host.startsWith('[') ? host.slice(1, -1) : host) !== null) return { ok: true }

  let addresses: string[]
  try {
    addresses = await options.resolve(host)
  } catch {
    return { ok: false, refusal: null }
  }
  if (addresses.length === 0) return { ok: false, refusal: null }
  for (const address of addresses) {
    // An answer that is not an address is refused as well (never a guess).
    const kind = refused(addressKind(address) ?? 'reserved', options)
    if (kind) return { ok: false, refusal: { name: host, address, kind } }
  }
  return { ok: true }
}
