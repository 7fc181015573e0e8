/**
 * Who is calling Storage. Routes other than public and signed downloads need a
 * valid JWT (the gateway puts the API key there when the client sent none);
 * like Supabase Storage, a bad or missing one is answered 400 with
 * statusCode "403" and the verification message.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { identify } from '../context.ts'
import type { RequestIdentity } from '../db.ts'
import { ERRORS } from './errors.ts'

const REASONS = {
  missing: 'jwt must be provided',
  invalid: 'invalid signature',
  expired: 'jwt expired',
} as const

export async function requireCaller(c: Context): Promise<RequestIdentity> {
  const result = await identify(c)
  if (!result.ok) throw ERRORS.accessDenied(REASONS[result.reason])
  return result.identity
}

/**
 * A body-reading route's checks as middleware ahead of its body's validator,
 * in the order its handler ran them: the names in its path (`checkPath`),
 * then the caller's JWT; the body is read only after both. The handler reads
 * the caller as `c.var.identity`.
 */
export const callerRequired = (checkPath?: (c: Context) => unknown) =>
  createMiddleware<{ Variables: { identity: RequestIdentity } }>(async (c, next) => {
    checkPath?.(c)
    c.set('identity', await requireCaller(c))
    await next()
  })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The owner columns Storage fills from the JWT's `sub`: `owner` (uuid) and `owner_id` (text). */
export function ownerOf(identity: RequestIdentity): Owner {
  return ownerFromSub(identity.claims.sub)
}

export interface Owner {
  owner: string | null
  ownerId: string | null
}

/** The owner columns for a `sub` (a caller's, or the one a signed upload URL carries). */
export function ownerFromSub(sub: unknown): Owner {
  if (typeof sub !== 'string' || sub === '') return { owner: null, ownerId: null }
  return { owner: UUID.test(sub) ? sub : null, ownerId: sub }
}
