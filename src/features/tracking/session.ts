/**
 * Session tracking of a tab (SPEC.md sections 4, 7, 8): one visitor_sessions row per
 * tab, with the IP lookup's location; and the session's end, sent on pagehide or when
 * the page is hidden with a request that survives the page (sendBeacon, or fetch with
 * keepalive), recorded only when the visit lasted at least 5 s.
 */
import { getEnv } from '@/config/env'
import { getPostgrest } from '@/lib/postgrest'
import { browserLanguage, getVisit, screenResolution, userAgentInfo } from './browser'
import { getSessionId, getVisitorId, tabStore } from './ids'
import { getLanding } from './page-view'
import { buildSessionRow } from './payload'
import { storedLocation, visitorLocation } from './visitor-location'

/** Session storage key: the visit's start (epoch ms), set once the session row is recorded. */
export const SESSION_STARTED_KEY = 'session_tracked_at'
export const MIN_SESSION_SECONDS = 5

export type SessionOutcome = 'recorded' | 'already_tracked' | 'denied' | 'failed'

let pending: Promise<SessionOutcome> | null = null

/**
 * Records the tab's session once; later calls (route changes, remounts) share the first. Never
 * rejects: a session that could not be recorded is 'failed', and the clicks waiting for it go on.
 */
export function startSession(fetchImpl: typeof fetch = fetch): Promise<SessionOutcome> {
  pending ??= recordSession(fetchImpl).catch((error: unknown) => {
    console.error('Session tracking failed:', error)
    return 'failed' as const
  })
  return pending
}

/** The pending session insert, if any (a click waits briefly for it so it can link to it). */
export function sessionStarting(): Promise<SessionOutcome> | null {
  return pending
}

/** Whether error is the database refusing the insert (RLS or grants): continue silently. */
export function isPermissionDenied(error: { code?: string; message?: string }): boolean {
  return error.code === '42501' || /permission denied/i.test(error.message ?? '')
}

async function recordSession(fetchImpl: typeof fetch): Promise<SessionOutcome> {
  if (tabStore.get(SESSION_STARTED_KEY)) return 'already_tracked'
  const visit = getVisit()
  // The lookup the market rules may have started already (one per tab).
  const location = await visitorLocation(fetchImpl)
  const row = buildSessionRow({
    userId: getVisitorId(),
    sessionId: getSessionId(),
    pageUrl: visit.url,
    referrer: visit.referrer,
    userAgent: navigator.userAgent,
    ua: await userAgentInfo(),
    screen: screenResolution(),
    language: browserLanguage(),
    campaign: visit.campaign,
    location: location ?? storedLocation(),
  })
  const { error } = await (await getPostgrest()).from('visitor_sessions').insert(row)
  if (error) {
    if (isPermissionDenied(error)) return 'denied'
    console.error('Session tracking failed:', error.message)
    return 'failed'
  }
  tabStore.set(SESSION_STARTED_KEY, String(getLanding()?.at ?? Date.now()))
  return 'recorded'
}

/** Seconds since the tab's session started, or null when no session was recorded. */
export function secondsOnSite(now: number = Date.now()): number | null {
  const started = Number(tabStore.get(SESSION_STARTED_KEY))
  if (!Number.isFinite(started) || started <= 0) return null
  return Math.max(0, Math.floor((now - started) / 1000))
}

/** The keepalive request ending the session (form-encoded: a beacon cannot send JSON without a preflight). */
export function sessionEndRequest(seconds: number): { url: string; body: URLSearchParams } {
  const env = getEnv()
  const url = `${env.VITE_SUPABASE_URL}/rest/v1/rpc/end_visitor_session?apikey=${encodeURIComponent(env.VITE_SUPABASE_ANON_KEY)}`
  const body = new URLSearchParams({
    p_session_id: getSessionId(),
    p_user_id: getVisitorId(),
    p_time_on_site_sec: String(seconds),
  })
  return { url, body }
}

let lastSentSeconds: number | null = null

/** Sends the session end when the visit lasted at least 5 s; true when a request went out. */
export function sendSessionEnd(now: number = Date.now()): boolean {
  const seconds = secondsOnSite(now)
  if (seconds === null || seconds < MIN_SESSION_SECONDS) return false
  // visibilitychange and pagehide usually fire together: one request is enough.
  if (seconds === lastSentSeconds) return false
  lastSentSeconds = seconds
  const { url, body } = sessionEndRequest(seconds)
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return true
  } catch {
    // Fall back to fetch below.
  }
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  )
  return true
}

let listening = false

/** Sends the session end whenever the page is hidden or left (the server keeps the longest). */
export function listenForSessionEnd(): () => void {
  if (listening) return () => undefined
  listening = true
  const onHidden = () => {
    if (document.visibilityState === 'hidden') sendSessionEnd()
  }
  const onPageHide = () => sendSessionEnd()
  document.addEventListener('visibilitychange', onHidden)
  window.addEventListener('pagehide', onPageHide)
  return () => {
    listening = false
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('pagehide', onPageHide)
  }
}
