/**
 * Where the visitor is, as the IP lookup (ip-lookup.ts) answered it, looked up at most once
 * per page load and kept for the tab (session storage): the session row, every click and
 * the market rules of the visitor's place (#26) read the same answer, never a second
 * lookup. Small on purpose: the ranking and review pages load it with their first screen.
 */
import { getEnv } from '@/config/env'
import { tabStore } from './ids'
import { lookupLocation } from './ip-lookup'
import type { Location } from './payload'

const LOCATION_KEY = 'tracking_location'

export function storedLocation(): Location | null {
  const stored = tabStore.get(LOCATION_KEY)
  if (!stored) return null
  try {
    return JSON.parse(stored) as Location
  } catch {
    return null
  }
}

export function storeLocation(location: Location): void {
  tabStore.set(LOCATION_KEY, JSON.stringify(location))
}

let pending: Promise<Location | null> | null = null

/**
 * The tab's location: the stored answer, else one lookup (shared by every caller of the
 * page). A stored answer from before the lookup kept the codes (no countryCode key) is
 * looked up again, once. Null when the lookup failed or timed out (2 s).
 */
export function visitorLocation(fetchImpl: typeof fetch = fetch): Promise<Location | null> {
  pending ??= (async () => {
    const stored = storedLocation()
    if (stored && 'countryCode' in stored) return stored
    const location = await lookupLocation(getEnv().VITE_IP_LOOKUP_URL, fetchImpl)
    if (location) storeLocation(location)
    return location ?? stored
  })()
  return pending
}

/** Forgets the page's lookup (tests). */
export function resetVisitorLocation(): void {
  pending = null
}
