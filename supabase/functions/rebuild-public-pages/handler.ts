/**
 * The `rebuild-public-pages` edge function: the admin dashboard's 'Rebuild public pages'.
 *
 *   POST /functions/v1/rebuild-public-pages   (Authorization: the staff member's JWT)
 *
 * The deploy hook URL in site_settings (key deploy_hook_url) starts a build of the static
 * host for whoever holds it, so browsers never see it: this function asks the database,
 * as the caller, whether they are an editor or admin and whether a hook is set
 * (rebuild_hook_configured(): null for other callers), then reads the URL with the service
 * key and POSTs to it with a timeout.
 *
 * Only public addresses are called (../_shared/public-target.ts): a hook whose host is, or resolves to,
 * a loopback, private, link-local or other non-public address is refused before any
 * connection, and a redirect is reported, never followed (it could lead anywhere). The
 * local test stacks allow loopback targets, where their stand-in hooks listen, by setting
 * DEPLOY_HOOK_ALLOW_LOOPBACK=1; nothing else sets it, and it allows loopback only.
 *
 * The reply names the outcome; `message` says why when the hook is refused or redirects:
 *
 *   200 started          the hook accepted (any 2xx)
 *   403 forbidden        not an editor or admin
 *   409 not_configured   no hook set: rebuild with `npm run build`
 *   409 hook_refused     the hook's host is not a public address (message names it)
 *   502 hook_failed      the hook answered an error status (given as hook_status)
 *   502 hook_redirected  the hook answered a 3xx (hook_status; message names where to)
 *   502 hook_unreachable the hook's host could not be resolved or reached
 *   504 hook_timeout     no answer within HOOK_TIMEOUT_MS
 */
import { lookup } from 'node:dns/promises'
import { PostgrestClient } from '@supabase/postgrest-js'
import { optionalEnv, requireEnv } from '../_shared/env.ts'
import { json } from '../_shared/json.ts'
import { refusalMessage } from '../_shared/public-address.ts'
import { unwrap } from '../_shared/result.ts'
import { checkPublicTarget } from '../_shared/public-target.ts'
import type { RebuildOutcome } from './protocol.ts'

export const HOOK_TIMEOUT_MS = 8_000

/** The variable that lets the local test stacks call a hook on a loopback address. */
export const ALLOW_LOOPBACK_ENV = 'DEPLOY_HOOK_ALLOW_LOOPBACK'

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

async function hookUrl(): Promise<URL> {
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
  return new URL(value)
}

/** Every address of the name, from the system resolver (as fetch resolves it), or a timeout. */
function resolveWithin(signal: AbortSignal) {
  return async (name: string): Promise<string[]> => {
    let onAbort = () => {}
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason)
      signal.addEventListener('abort', onAbort, { once: true })
    })
    try {
      const found = await Promise.race([lookup(name, { all: true, verbatim: true }), aborted])
      return found.map((entry) => entry.address)
    } finally {
      signal.removeEventListener('abort', onAbort)
    }
  }
}

/** Names a redirect by its target's origin only: the path may hold a hook's secret. */
function redirectMessage(status: number, location: string | null, base: URL): string {
  let target = ''
  try {
    if (location) target = ` to ${new URL(location, base).origin}`
  } catch {
    // An unreadable Location is left unnamed.
  }
  return `The deploy hook answered with a redirect (HTTP ${status}${target}), which is not followed: set the deploy hook to the URL it redirects to.`
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

  let url: URL
  try {
    url = await hookUrl()
  } catch (failure) {
    return json(
      { message: failure instanceof Error ? failure.message : String(failure) },
      500,
      CORS,
    )
  }
  // One deadline for the lookup and the call.
  const signal = AbortSignal.timeout(HOOK_TIMEOUT_MS)
  let response: Response
  try {
    const target = await checkPublicTarget(url, {
      resolve: resolveWithin(signal),
      allowLoopback: optionalEnv(ALLOW_LOOPBACK_ENV) === '1',
    })
    if (!target.ok) {
      if (target.refusal) {
        return reply('hook_refused', 409, { message: refusalMessage(target.refusal) })
      }
      return signal.aborted ? reply('hook_timeout', 504) : reply('hook_unreachable', 502)
    }
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
      signal,
    })
  } catch (failure) {
    const timedOut = failure instanceof Error && failure.name === 'TimeoutError'
    return timedOut ? reply('hook_timeout', 504) : reply('hook_unreachable', 502)
  }
  // The body is not needed; release the connection.
  await response.body?.cancel()
  const hook_status = response.status
  if (response.ok) return reply('started', 200, { hook_status })
  if (hook_status >= 300 && hook_status < 400) {
    const message = redirectMessage(hook_status, response.headers.get('location'), url)
    return reply('hook_redirected', 502, { hook_status, message })
  }
  return reply('hook_failed', 502, { hook_status })
}
