/**
 * What the browser knows about the visit, read at the moment it is needed: device,
 * screen, language, landing campaign and referrer, page timings. Part of the lazily
 * loaded tracking runtime.
 */
import { hasCampaign, readCampaign, type Campaign } from './campaign'
import { tabStore } from './ids'
import { getLanding } from './page-view'
import type { DeviceHints, UserAgentInfo } from './user-agent'

const VISIT_KEY = 'tracking_visit'
const GAMES = new Set(['slots', 'poker', 'blackjack'])

export interface Visit {
  /** URL of the tab's first page (with its query). */
  url: string
  referrer: string
  campaign: Campaign
  abVariant: string | null
}

/** The tab's visit: captured on the first page of the tab, kept in session storage. */
export function getVisit(): Visit {
  const stored = tabStore.get(VISIT_KEY)
  if (stored) {
    try {
      return JSON.parse(stored) as Visit
    } catch {
      // Rewritten below.
    }
  }
  const landing = getLanding() ?? {
    url: window.location.href,
    referrer: document.referrer,
    at: Date.now(),
  }
  const query = new URL(landing.url).search
  const visit: Visit = {
    url: landing.url,
    referrer: landing.referrer,
    campaign: readCampaign(query),
    abVariant: readAbVariant(query),
  }
  tabStore.set(VISIT_KEY, JSON.stringify(visit))
  return visit
}

/** The current page's campaign when it has one (a new ad click in the same tab), else the visit's. */
export function currentCampaign(visit: Visit): Campaign {
  const here = readCampaign(window.location.search)
  return hasCampaign(here) ? here : visit.campaign
}

/** An A/B variant named by the landing URL (`ab` or `variant`), or set on <html data-ab-variant>. */
export function readAbVariant(search: string): string | null {
  const params = new URLSearchParams(search)
  const value =
    params.get('ab') ?? params.get('variant') ?? document.documentElement.dataset.abVariant ?? null
  return value?.trim() ? value.trim().slice(0, 100) : null
}

/** The game category of a path (/ca/slots, /slots), or null. */
export function gameFromPath(pathname: string): string | null {
  return pathname.split('/').find((segment) => GAMES.has(segment)) ?? null
}

let uaInfo: Promise<UserAgentInfo> | null = null

/**
 * The visitor's browser, OS and device, parsed once per page in a worker (ua-worker.ts), or
 * here where workers are missing or fail.
 */
export function userAgentInfo(): Promise<UserAgentInfo> {
  const userAgent = navigator.userAgent
  const hints: DeviceHints = { maxTouchPoints: navigator.maxTouchPoints }
  uaInfo ??= parseInWorker(userAgent, hints).catch(async () => {
    const { parseUserAgent } = await import('./user-agent')
    return parseUserAgent(userAgent, hints)
  })
  return uaInfo
}

function parseInWorker(userAgent: string, hints: DeviceHints): Promise<UserAgentInfo> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') throw new Error('No Worker in this browser')
    const worker = new Worker(new URL('./ua-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<UserAgentInfo>) => {
      worker.terminate()
      resolve(event.data)
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(`User-agent worker failed: ${event.message}`, { cause: event }))
    }
    worker.postMessage({ userAgent, hints })
  })
}

export function screenResolution(): string | null {
  const { width, height } = window.screen ?? {}
  return width && height ? `${width}x${height}` : null
}

export function browserLanguage(): string | null {
  return navigator.language || null
}

/** Milliseconds from navigation start to the load event (or to DOMContentLoaded while still loading). */
export function loadTimeMs(): number | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  const nav = entry as PerformanceNavigationTiming | undefined
  if (!nav) return null
  const end = nav.loadEventEnd || nav.domContentLoadedEventEnd
  return end > 0 ? Math.round(end) : null
}

/** How far down the page the bottom of the viewport is, in percent. */
export function currentScrollDepth(): number {
  const doc = document.documentElement
  const scrollable = doc.scrollHeight
  if (!scrollable) return 0
  return Math.min(100, Math.round(((window.scrollY + window.innerHeight) / scrollable) * 100))
}

export { storedLocation, storeLocation } from './visitor-location'

/** navigator.webdriver: true when automation drives the browser. */
export function isWebdriver(): boolean {
  return navigator.webdriver === true
}
