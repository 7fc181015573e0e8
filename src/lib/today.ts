/**
 * Today's date for pages that state it (privacy and terms: 'last updated' is today; the
 * copyright year). The prerendered HTML carries the build date, hydration starts from the
 * same value, and the browser then shows its own today: no mismatch, never stale.
 */
import { useSyncExternalStore } from 'react'

declare const __BUILD_DATE__: string

/** The day of the build, 'YYYY-MM-DD' (vite.config.ts defines it once per build). */
export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString().slice(0, 10)

const subscribeNothing = () => () => {}

function buildDay(): Date {
  const [year = 2025, month = 1, day = 1] = BUILD_DATE.split('-').map(Number)
  return new Date(year, month - 1, day)
}

const buildDaySnapshot = buildDay()

/**
 * Midnight of the current day, so snapshots compare equal within a day: on the build's
 * day, the very snapshot hydration used, or React would re-render every reader at once,
 * synchronously, after hydrating (useSyncExternalStore's snapshot changed).
 */
let cachedToday: Date = buildDaySnapshot
function today(): Date {
  const now = new Date()
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  if (cachedToday.getTime() !== midnight.getTime()) cachedToday = midnight
  return cachedToday
}

/** The build day during server render and hydration, the visitor's today afterwards. */
export function useToday(): Date {
  return useSyncExternalStore(subscribeNothing, today, () => buildDaySnapshot)
}
