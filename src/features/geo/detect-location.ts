/**
 * The landing page's location detection (SPEC.md sections 4, 7, 8 and 9): browser
 * geolocation (3 s), then reverse geocoding of the position (2 s), then the browser's
 * time zone; null when none of them names a country the site covers, and the landing
 * page shows its picker. Every step that fails falls through to the next one.
 *
 * The browser and network are passed in, so tests replace them as third parties and the
 * real code path runs everywhere else.
 */
import { routeFromCountryCode, routeFromTimeZone } from './country-routes'

export const GEOLOCATION_TIMEOUT_MS = 3000
export const REVERSE_GEOCODE_TIMEOUT_MS = 2000

export type DetectionSource = 'geolocation' | 'timezone'

export type DetectedRoute = { route: string; source: DetectionSource }

export type DetectionDeps = {
  /** navigator.geolocation, or undefined where the browser has none. */
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined
  fetch: typeof fetch
  /** Endpoint of the reverse geocoding service (VITE_REVERSE_GEOCODE_URL). */
  reverseGeocodeUrl: string
  /** The browser's IANA time zone, or undefined when it cannot tell. */
  getTimeZone: () => string | undefined
  geolocationTimeoutMs?: number
  reverseGeocodeTimeoutMs?: number
}

type Coordinates = { latitude: number; longitude: number }

/** The browser's position, or null on denial, error, missing API or after the timeout. */
export function getBrowserPosition(
  geolocation: DetectionDeps['geolocation'],
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<Coordinates | null> {
  if (!geolocation) return Promise.resolve(null)
  return new Promise((resolve) => {
    // The browser's own timeout does not count the time a permission prompt stays open:
    // this one does, so a visitor who ignores the prompt still gets an answer.
    const timer = setTimeout(() => resolve(null), timeoutMs)
    const finish = (value: Coordinates | null) => {
      clearTimeout(timer)
      resolve(value)
    }
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => finish(null),
        { timeout: timeoutMs, maximumAge: 10 * 60 * 1000, enableHighAccuracy: false },
      )
    } catch {
      finish(null)
    }
  })
}

/** The country code of a position (the service answers `{ countryCode }`), or null. */
export async function reverseGeocode(
  { latitude, longitude }: Coordinates,
  deps: Pick<DetectionDeps, 'fetch' | 'reverseGeocodeUrl' | 'reverseGeocodeTimeoutMs'>,
): Promise<string | null> {
  const url = new URL(deps.reverseGeocodeUrl)
  url.searchParams.set('latitude', String(latitude))
  url.searchParams.set('longitude', String(longitude))
  url.searchParams.set('localityLanguage', 'en')
  try {
    const response = await deps.fetch(url.toString(), {
      signal: AbortSignal.timeout(deps.reverseGeocodeTimeoutMs ?? REVERSE_GEOCODE_TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null || !('countryCode' in body)) return null
    const { countryCode } = body
    return typeof countryCode === 'string' && countryCode !== '' ? countryCode : null
  } catch {
    return null
  }
}

/** The browser's time zone (Intl), or undefined. */
export function getBrowserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * Runs the chain and returns the route to send the visitor to, or null for the picker.
 *
 * @example
 * const detected = await detectCountryRoute({
 *   geolocation: navigator.geolocation,
 *   fetch: window.fetch.bind(window),
 *   reverseGeocodeUrl: getEnv().VITE_REVERSE_GEOCODE_URL,
 *   getTimeZone: getBrowserTimeZone,
 * })
 */
export async function detectCountryRoute(deps: DetectionDeps): Promise<DetectedRoute | null> {
  const position = await getBrowserPosition(deps.geolocation, deps.geolocationTimeoutMs)
  if (position) {
    const route = routeFromCountryCode(await reverseGeocode(position, deps))
    if (route) return { route, source: 'geolocation' }
  }
  const route = routeFromTimeZone(deps.getTimeZone())
  return route ? { route, source: 'timezone' } : null
}
