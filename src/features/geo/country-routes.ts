/**
 * Where a detected location sends the visitor (SPEC.md section 9): a country code from
 * reverse geocoding, or the browser's time zone, mapped to one of the country routes.
 * Anything unmapped gives null, and the landing page shows its picker instead.
 */

/** ISO 3166-1 alpha-2 code (any case) to route: us visitors get the Canadian ranking. */
const ROUTE_BY_COUNTRY_CODE: Readonly<Record<string, string>> = {
  ca: '/ca',
  us: '/ca',
  gb: '/uk',
  de: '/de',
  au: '/au',
  se: '/se',
  hu: '/hu',
  hr: '/hr',
  ro: '/ro',
}

/** IANA time zones to route; every Australia/* zone goes to /au. */
const ROUTE_BY_TIME_ZONE: Readonly<Record<string, string>> = {
  'America/Toronto': '/ca',
  'America/Vancouver': '/ca',
  'Europe/London': '/uk',
  'Europe/Berlin': '/de',
  'Europe/Bucharest': '/ro',
  'Europe/Stockholm': '/se',
  'Europe/Budapest': '/hu',
  'Europe/Zagreb': '/hr',
}

/** 'GB' -> '/uk', 'us' -> '/ca', 'fr' -> null. */
export function routeFromCountryCode(code: string | null | undefined): string | null {
  if (!code) return null
  return ROUTE_BY_COUNTRY_CODE[code.trim().toLowerCase()] ?? null
}

/** 'Europe/Berlin' -> '/de', 'Australia/Perth' -> '/au', 'Asia/Tokyo' -> null. */
export function routeFromTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null
  if (timeZone.startsWith('Australia/')) return '/au'
  return ROUTE_BY_TIME_ZONE[timeZone] ?? null
}

/** Names for the country codes a location lookup may return (SPEC.md section 9). */
const COUNTRY_NAME_BY_CODE: Readonly<Record<string, string>> = {
  ca: 'Canada',
  us: 'United States',
  uk: 'United Kingdom',
  au: 'Australia',
  ro: 'Romania',
  de: 'Germany',
  fr: 'France',
  it: 'Italy',
  es: 'Spain',
  se: 'Sweden',
  no: 'Norway',
  fi: 'Finland',
  dk: 'Denmark',
  nl: 'Netherlands',
  be: 'Belgium',
  ch: 'Switzerland',
  at: 'Austria',
  ie: 'Ireland',
  nz: 'New Zealand',
}

/** 'de' -> 'Germany'; a code outside the list -> 'International'. */
export function countryNameFromCode(code: string | null | undefined): string {
  if (!code) return 'International'
  return COUNTRY_NAME_BY_CODE[code.trim().toLowerCase()] ?? 'International'
}
