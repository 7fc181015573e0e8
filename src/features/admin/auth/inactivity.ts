/**
 * Inactivity sign-out (SPEC.md sections 4 and 9): the last activity time is kept in
 * localStorage (shared by the admin's tabs) and checked every 60 seconds.
 *
 * Limits: 30 minutes normally. With 'Keep me logged in' the session is meant to last, so
 * the limit is extended to 8 hours: a working day at the desk, while a device left
 * unattended overnight still signs out. Both are settings (admin.inactivity_minutes,
 * admin.keep_signed_in_hours); the last values read are kept in localStorage so that the
 * check on page load, before any request, already applies them.
 */
import { LAST_ACTIVITY_KEY, SESSION_LIMITS_KEY } from '../constants'

export const INACTIVITY_LIMIT_MS = 30 * 60 * 1000
export const KEPT_INACTIVITY_LIMIT_MS = 8 * 60 * 60 * 1000
export const INACTIVITY_CHECK_INTERVAL_MS = 60 * 1000

/** The events that count as activity (SPEC.md section 9). */
export const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keypress',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const

export type SessionLimits = { inactivityMs: number; keptMs: number }

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  inactivityMs: INACTIVITY_LIMIT_MS,
  keptMs: KEPT_INACTIVITY_LIMIT_MS,
}

export function inactivityLimitMs(
  keepSignedIn: boolean,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
) {
  return keepSignedIn ? limits.keptMs : limits.inactivityMs
}

/** The limits from the settings' values (minutes and hours); a missing one keeps its default. */
export function sessionLimitsFrom(values: {
  inactivityMinutes?: unknown
  keepSignedInHours?: unknown
}): SessionLimits {
  const positive = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
  const minutes = positive(values.inactivityMinutes)
  const hours = positive(values.keepSignedInHours)
  return {
    inactivityMs: minutes === null ? INACTIVITY_LIMIT_MS : minutes * 60_000,
    keptMs: hours === null ? KEPT_INACTIVITY_LIMIT_MS : hours * 3_600_000,
  }
}

export function readSessionLimits(): SessionLimits {
  try {
    const raw = window.localStorage.getItem(SESSION_LIMITS_KEY)
    const stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    return sessionLimitsFrom({
      inactivityMinutes:
        typeof stored.inactivityMs === 'number' ? stored.inactivityMs / 60_000 : undefined,
      keepSignedInHours: typeof stored.keptMs === 'number' ? stored.keptMs / 3_600_000 : undefined,
    })
  } catch {
    return DEFAULT_SESSION_LIMITS
  }
}

export function writeSessionLimits(limits: SessionLimits) {
  try {
    window.localStorage.setItem(SESSION_LIMITS_KEY, JSON.stringify(limits))
  } catch {
    // Without storage the defaults apply on the next load until the settings are read again.
  }
}

/** '30 minutes', '8 hours': how the limits are named in the UI. */
export function describeDuration(ms: number) {
  const minutes = Math.round(ms / 60_000)
  if (minutes % 60 === 0) {
    const hours = minutes / 60
    return `${hours} hour${hours === 1 ? '' : 's'}`
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

export function readLastActivity(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_ACTIVITY_KEY)
    const value = raw === null ? NaN : Number(raw)
    return Number.isFinite(value) ? value : null
  } catch {
    return null
  }
}

export function writeLastActivity(now = Date.now()) {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(now))
  } catch {
    // Without storage the timer still runs on this tab's own clock (see isInactive).
  }
}

export function clearLastActivity() {
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_KEY)
  } catch {
    // nothing stored
  }
}

/** True when the last activity is more than `limitMs` ago. No record counts as active. */
export function isInactive(lastActivity: number | null, limitMs: number, now = Date.now()) {
  return lastActivity !== null && now - lastActivity > limitMs
}
