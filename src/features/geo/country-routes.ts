/**
 * Where a detected location sends the visitor (SPEC.md section 9): a country code from
 * reverse geocoding, or the browser's time zone, mapped to one of the country routes
 * (config/countries.ts). Anything unmapped gives null, and the landing page shows its
 * picker instead.
 */
import { COUNTRIES, type CountrySlug } from '@/config/countries'
import { paths } from '@/config/paths'

/** Countries without a ranking whose visitors get a neighbour's: the US gets Canada's. */
const NEIGHBOUR_BY_COUNTRY_CODE: Readonly<Record<string, CountrySlug>> = { us: 'ca' }

/** 'GB' -> '/uk', 'us' -> '/ca', 'fr' -> null. */
export function routeFromCountryCode(code: string | null | undefined): string | null {
  if (!code) return null
  const iso = code.trim().toLowerCase()
  const slug =
    COUNTRIES.find((country) => country.isoCode === iso)?.slug ?? NEIGHBOUR_BY_COUNTRY_CODE[iso]
  return slug ? paths.country.getHref(slug) : null
}

/** 'Europe/Berlin' -> '/de', 'Australia/Perth' -> '/au', 'Asia/Tokyo' -> null. */
export function routeFromTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null
  const country = COUNTRIES.find((candidate) =>
    candidate.timeZones.some((zone: string) =>
      zone.endsWith('/') ? timeZone.startsWith(zone) : timeZone === zone,
    ),
  )
  return country ? paths.country.getHref(country.slug) : null
}
