/**
 * Inactivity sign-out (SPEC.md sections 4 and 9): the last activity time is kept in
 * localStorage (shared by the admin's tabs) and checked every 60 seconds.
 *
 * Limits: 30 minutes normally. With 'Keep me logged in' the session is meant to last, so
 * the limit is extended to 8 hours: a working day at the desk, while a device left
 * unattended overnight still signs out.
 */
import { LAST_ACTIVITY_KEY } from '../constants'

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

export function inactivityLimitMs(keepSignedIn: boolean) {
  return keepSignedIn ? KEPT_INACTIVITY_LIMIT_MS : INACTIVITY_LIMIT_MS
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
