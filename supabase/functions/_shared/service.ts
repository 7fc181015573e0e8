/**
 * The functions' way to the database: PostgREST as a caller (their JWT) or as the service
 * role, and the check that a scheduled call (pg_cron, by pg_net) carries the service key.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { PostgrestClient } from '@supabase/postgrest-js'
import { requireEnv } from './env.ts'

/** PostgREST with `token` as the caller's JWT. */
export function restClient(token: string): PostgrestClient {
  return new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
    headers: { apikey: requireEnv('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` },
  })
}

/** PostgREST as the service role (RLS bypassed: the function checks who may do what). */
export function serviceClient(): PostgrestClient {
  return restClient(requireEnv('SUPABASE_SERVICE_ROLE_KEY'))
}

/** Whether `token` is the service key, compared in constant time (as digests: equal lengths). */
export function isServiceKey(token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(token), digest(requireEnv('SUPABASE_SERVICE_ROLE_KEY')))
}

/** The bearer token of a request ('' without one). */
export function bearerToken(req: Request): string {
  return req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
}
