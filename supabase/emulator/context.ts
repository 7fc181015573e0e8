/**
 * What every service of the emulator is given: the database pool (superuser;
 * services switch to the request's role with `asRole`), the options, the API
 * keys, and the caller's identity as decided from the request's JWT.
 */
import type pg from 'pg'
import type { Context } from 'hono'
import type { EmulatorOptions } from './config.ts'
import type { ApiKeys } from './keys.ts'
import { verifyJwt } from './keys.ts'
import { isApiRole, type RequestIdentity } from './db.ts'

export interface ServiceContext {
  pool: pg.Pool
  options: EmulatorOptions
  keys: ApiKeys
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  url: () => string
  /** Folder where Storage keeps object files. */
  storageDir: string
}

export type IdentityResult =
  | { ok: true; identity: RequestIdentity; token: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

/** Lower-cased request headers, as PostgREST exposes them in request.headers. */
export function headerRecord(c: Context): Record<string, string> {
  const headers: Record<string, string> = {}
  c.req.raw.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value
  })
  return headers
}

/**
 * Decides who is calling from `Authorization: Bearer <jwt>` (the gateway has
 * already put the API key there when the header was missing).
 */
export async function identify(c: Context): Promise<IdentityResult> {
  const header = c.req.header('authorization') ?? ''
  const match = /^bearer\s+(.+)$/i.exec(header)
  if (!match) return { ok: false, reason: 'missing' }
  const token = (match[1] ?? '').trim()
  try {
    const claims = await verifyJwt(token)
    if (!isApiRole(claims.role)) return { ok: false, reason: 'invalid' }
    return {
      ok: true,
      token,
      identity: {
        role: claims.role,
        claims: claims as Record<string, unknown>,
        headers: headerRecord(c),
        method: c.req.method,
        path: new URL(c.req.url).pathname,
      },
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    return { ok: false, reason: code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' }
  }
}
