/**
 * The visitor's country, city and IP from the IP geolocation service
 * (VITE_IP_LOOKUP_URL, ipapi.co's JSON: country_name, city, ip; SPEC.md section 7), with a
 * 2 s timeout, and the ISO codes of the country and region (country_code 'CA', region_code
 * 'ON'), by which the market rules of the visitor's place apply (#26). Any failure gives
 * null and tracking continues without location. The answer is kept for the tab
 * (visitor-location.ts) so clicks and the market rules carry it without a second lookup.
 */
import type { Location } from './payload'

export const IP_LOOKUP_TIMEOUT_MS = 2000

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null
}

/** An ISO 3166 code as the service gives it ('CA', 'ON'), upper case, or null. */
function code(value: unknown): string | null {
  const trimmed = text(value, 3)?.toUpperCase() ?? null
  return trimmed && /^[A-Z0-9]{1,3}$/.test(trimmed) ? trimmed : null
}

export async function lookupLocation(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = IP_LOOKUP_TIMEOUT_MS,
): Promise<Location | null> {
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    })
    if (!response.ok) return null
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null) return null
    const record = body as Record<string, unknown>
    const location = {
      country: text(record.country_name, 100),
      city: text(record.city, 100),
      ip: text(record.ip, 64),
      countryCode: code(record.country_code),
      regionCode: code(record.region_code),
    }
    return location.country || location.city || location.ip ? location : null
  } catch {
    return null
  }
}
