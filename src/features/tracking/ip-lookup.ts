/**
 * The visitor's country, city and IP from the IP geolocation service
 * (VITE_IP_LOOKUP_URL, JSON with country_name, city, ip; SPEC.md section 7), with a
 * 2 s timeout. Any failure gives null and tracking continues without location.
 * The answer is kept for the tab so clicks carry it without a second lookup.
 */
import type { Location } from './payload'

export const IP_LOOKUP_TIMEOUT_MS = 2000

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null
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
    }
    return location.country || location.city || location.ip ? location : null
  } catch {
    return null
  }
}
