/**
 * The `rebuild-public-pages` edge function: the admin dashboard's 'Rebuild public pages'.
 *
 *   POST /functions/v1/rebuild-public-pages   (Authorization: the staff member's JWT)
 *
 * The deploy hook URL in site_settings (key deploy_hook_url) starts a build of the static
 * host for whoever holds it, so browsers never see it: this function asks the database,
 * as the caller, whether they are an editor or admin and whether a hook is set
 * (rebuild_hook_configured(): null for other callers), then reads the URL with the service
 * key and POSTs to it with a timeout. The reply names the outcome:
 *
 *   200 started          the hook accepted (any 2xx)
 *   403 forbidden        not an editor or admin
 *   409 not_configured   no hook set: rebuild with `npm run build`
 *   502 hook_failed      the hook answered an error status (given as hook_status)
 *   502 hook_unreachable the hook's host could not be reached
 *   504 hook_timeout     no answer within HOOK_TIMEOUT_MS
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { requireEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import { unwrap } from '../_shared/result.ts'

export const HOOK_TIMEOUT_MS = 8_000

export type RebuildOutcome =
  'started' | 'forbidden' | 'not_configured' | 'hook_failed' | 'hook_unreachable' | 'hook_timeout'

// Hosted Supabase leaves CORS to each function (the local gateway adds the same headers).
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

const reply = (outcome: RebuildOutcome, status: number, extra: Record<string, unknown> = {}) =>
  json({ outcome, ...extra }, status, CORS)

function client(token: string): PostgrestClient {
  return new PostgrestClient(`${requireEnv('SUPABASE_URL')}/rest/v1`, {
    headers: { apikey: requireEnv('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` },
  })
}

async function hookUrl(): Promise<string> {
  const row = unwrap(
    await client(requireEnv('SUPABASE_SERVICE_ROLE_KEY'))
      .from('site_settings')
      .select('value')
      .eq('key', 'deploy_hook_url')
      .single(),
  ) as { value: unknown }
  const value = row.value
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) {
    throw new Error('deploy_hook_url is not an http(s) URL')
  }
  return value
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (req.method !== 'POST') return json({ message: 'Use POST' }, 405, CORS)

  const token = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  // Asked as the caller: the role check is the database's own (private.has_role).
  const { data: configured, error } = await client(token).rpc('rebuild_hook_configured')
  // Visitors (the anon key as token) may not even ask: 42501.
  if (error?.code === '42501' || (!error && configured === null)) return reply('forbidden', 403)
  if (error) return json({ message: error.message }, error.code === 'PGRST301' ? 401 : 500, CORS)
  if (configured === false) return reply('not_configured', 409)

  let url: string
  try {
    url = await hookUrl()
  } catch (failure) {
    return json(
      { message: failure instanceof Error ? failure.message : String(failure) },
      500,
      CORS,
    )
  }
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    })
  } catch (failure) {
    const timedOut = failure instanceof Error && failure.name === 'TimeoutError'
    return timedOut ? reply('hook_timeout', 504) : reply('hook_unreachable', 502)
  }
  // The body is not needed; release the connection.
  await response.body?.cancel()
  return response.ok
    ? reply('started', 200, { hook_status: response.status })
    : reply('hook_failed', 502, { hook_status: response.status })
}
