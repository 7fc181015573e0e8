/**
 * Reading Auth requests beyond the body (see body.ts): the client's address
 * and user agent as the gateway passes them, and the UUID check for ids.
 */
import { isIP } from 'node:net'
import type { Context } from 'hono'

export type JsonObject = Record<string, unknown>

/** The client address: the last X-Forwarded-For entry, which the gateway appends from the socket. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for') ?? ''
  return forwarded.split(',').at(-1)?.trim() ?? ''
}

/** The client address if it is a valid IP (for inet columns), else null. */
export function clientInet(c: Context): string | null {
  const ip = clientIp(c)
  return isIP(ip) ? ip : null
}

export function userAgent(c: Context): string | null {
  const agent = c.req.header('user-agent')
  return agent && agent.length > 0 ? agent.slice(0, 1024) : null
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}
