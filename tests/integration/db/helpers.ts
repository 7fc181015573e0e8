/**
 * Shared bits of the schema tests: browser-like request headers (the click
 * trigger scores the request's own User-Agent and X-Forwarded-For), random
 * visitor ids, and lookups of seeded rows.
 */
import { randomUUID } from 'node:crypto'
import { anonClient, sql, type Client } from '../support/clients.ts'

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const BLOCKS = ['192.0.2', '198.51.100', '203.0.113']
let nextAddress = Math.floor(Math.random() * 750)

/**
 * A fresh documentation address (RFC 5737) on every call, so that per-IP rules
 * (votes per network, events per minute) never see another test's rows.
 */
export function testIp(): string {
  const n = nextAddress++ % 750
  return `${BLOCKS[Math.floor(n / 250)]}.${(n % 250) + 1}`
}

/** An anon client that looks like a browser at the given address. */
export function browser(ip = testIp(), userAgent = BROWSER_UA): Client {
  return anonClient({ 'User-Agent': userAgent, 'X-Forwarded-For': ip })
}

/** A visitor id or tab session id as the app makes them. */
export function visitorId(): string {
  return randomUUID()
}

export async function activeBrand(
  offset = 0,
): Promise<{ id: string; brand_name: string; brand_slug: string }> {
  const rows = await sql<{ id: string; brand_name: string; brand_slug: string }>(
    'select id, brand_name, brand_slug from brands where is_active order by brand_slug limit 1 offset $1',
    [offset],
  )
  if (!rows[0]) throw new Error('the seed has no active brand')
  return rows[0]
}

export async function inactiveBrand(): Promise<{ id: string; brand_slug: string }> {
  const rows = await sql<{ id: string; brand_slug: string }>(
    'select id, brand_slug from brands where not is_active order by brand_slug limit 1',
  )
  if (!rows[0]) throw new Error('the seed has no inactive brand')
  return rows[0]
}
