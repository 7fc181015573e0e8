/**
 * The countries the site has explicit routes for (SPEC.md section 2), in the spec's route
 * table order: the one list routing, titles, hreflang links and location detection read.
 * The database holds the same countries with more detail; these constants let routing and
 * titles work before (and without) a query.
 */
export const COUNTRIES = [
  {
    slug: 'ca',
    name: 'Canada',
    isoCode: 'ca',
    hreflang: 'en-CA',
    timeZones: ['America/Toronto', 'America/Vancouver'],
  },
  {
    slug: 'uk',
    name: 'United Kingdom',
    isoCode: 'gb',
    hreflang: 'en-GB',
    timeZones: ['Europe/London'],
  },
  { slug: 'de', name: 'Germany', isoCode: 'de', hreflang: 'en-DE', timeZones: ['Europe/Berlin'] },
  // Every Australia/* zone (Sydney, Perth, ...): see routeFromTimeZone.
  { slug: 'au', name: 'Australia', isoCode: 'au', hreflang: 'en-AU', timeZones: ['Australia/'] },
  { slug: 'se', name: 'Sweden', isoCode: 'se', hreflang: 'en-SE', timeZones: ['Europe/Stockholm'] },
  { slug: 'hu', name: 'Hungary', isoCode: 'hu', hreflang: 'en-HU', timeZones: ['Europe/Budapest'] },
  { slug: 'hr', name: 'Croatia', isoCode: 'hr', hreflang: 'en-HR', timeZones: ['Europe/Zagreb'] },
  {
    slug: 'ro',
    name: 'Romania',
    isoCode: 'ro',
    hreflang: 'en-RO',
    timeZones: ['Europe/Bucharest'],
  },
] as const satisfies readonly {
  slug: string
  name: string
  /** ISO 3166-1 alpha-2, lower case (the route slug is not always the code: uk is gb). */
  isoCode: string
  /** The pages are English for every market; the region says which one. */
  hreflang: string
  /** IANA time zones of the country; one ending in '/' stands for every zone under it. */
  timeZones: readonly string[]
}[]

export type Country = (typeof COUNTRIES)[number]
export type CountrySlug = Country['slug']

/** The explicit routes' slugs, in the spec's order. */
export const COUNTRY_SLUGS: readonly CountrySlug[] = COUNTRIES.map((country) => country.slug)

export const DEFAULT_COUNTRY: CountrySlug = 'ca'

/** Name used on ranking pages for a country without explicit route. */
export const FALLBACK_COUNTRY_NAME = 'Global'

export function findCountry(slug: string): Country | undefined {
  return COUNTRIES.find((country) => country.slug === slug)
}

export function isKnownCountry(slug: string): slug is CountrySlug {
  return findCountry(slug) !== undefined
}

/** 'ca' -> 'Canada'; any other slug -> 'Global' (the ranking page's wording). */
export function getCountryName(slug: string): string {
  return findCountry(slug)?.name ?? FALLBACK_COUNTRY_NAME
}
