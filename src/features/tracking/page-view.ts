/**
 * The current page view: when it happened (for click speed and time on page) and how
 * far the visitor has scrolled since. A page view is the document's load or a
 * client-side route change (SessionTracker marks those). Tiny on purpose: it is part
 * of the public entry.
 */
let pageViewAt: number | null = null
let deepestScroll = 0

/** Marks a page view now (performance.now() milliseconds) and resets the scroll depth. */
export function markPageView(at: number = performance.now()): void {
  pageViewAt = at
  deepestScroll = 0
}

/** Milliseconds since the current page view (since navigation start when none was marked). */
export function msSincePageView(now: number = performance.now()): number {
  return Math.max(0, Math.round(now - (pageViewAt ?? 0)))
}

/** Notes a scroll depth (percent); the deepest since the page view is kept. */
export function noteScrollDepth(percent: number): void {
  if (Number.isFinite(percent))
    deepestScroll = Math.max(deepestScroll, Math.min(100, Math.max(0, Math.round(percent))))
}

/** The deepest scroll depth (percent) since the page view. */
export function deepestScrollDepth(): number {
  return deepestScroll
}

export interface Landing {
  /** location.href when the app's code first ran in this document, before any client-side redirect. */
  url: string
  referrer: string
  /** When the visitor's navigation to this document started (epoch ms). */
  at: number
}

// Captured when the entry chunk is evaluated, so a redirect (/ → /ca) cannot drop the landing
// query; timed from the navigation, since a prerendered page loads its code after it shows.
const landing: Landing | null =
  typeof window === 'undefined'
    ? null
    : {
        url: window.location.href,
        referrer: document.referrer,
        at: Math.round(performance.timeOrigin),
      }

/** The document's landing URL and referrer (null outside a browser). */
export function getLanding(): Landing | null {
  return landing
}
