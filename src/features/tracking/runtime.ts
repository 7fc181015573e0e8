/**
 * The tracking runtime, loaded lazily after hydration (SessionTracker) or on the
 * first brand click: the tracking logic, none of which the first paint needs (the user
 * agent's parser runs in a worker it starts).
 */
import { currentScrollDepth } from './browser'
import { noteScrollDepth } from './page-view'
import { listenForSessionEnd, startSession } from './session'

export { recordClick, type ClickOutcome } from './record-click'

let started = false

/** Starts tracking the tab: the session row, its end, and the scroll depth of each page. */
export function startTracking(): void {
  if (started) return
  started = true
  startSession()
    .then(listenForSessionEnd)
    .catch((error: unknown) => console.error('Session end tracking failed:', error))
  noteScrollDepth(currentScrollDepth())
  window.addEventListener('scroll', () => noteScrollDepth(currentScrollDepth()), { passive: true })
}
