/**
 * The eight launch countries (SPEC.md section 2), in the spec's route table order: their
 * fixed names, hreflang codes and the location mappings. Which countries the site shows is
 * the database's countries table (its active rows): a country added there gets its pages
 * with the name of its row, and these constants keep the spec's texts for the launch ones.
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

/** Name used on ranking pages for a country whose row is not (yet) known. */
export const FALLBACK_COUNTRY_NAME = 'Global'

export function findCountry(slug: string): Country | undefined {
  return COUNTRIES.find((country) => country.slug === slug)
}

export function isKnownCountry(slug: string): slug is CountrySlug {
  return findCountry(slug) !== undefined
}

/**
 * The name a page shows: a launch country's spec name ('ca' -> 'Canada'), else the name of
 * its row (`storedName`), else 'Global' (the ranking page's wording).
 */
export function getCountryName(slug: string, storedName?: string | null): string {
  return findCountry(slug)?.name ?? (storedName || FALLBACK_COUNTRY_NAME)
}

/**
 * The hreflang of a country's pages (English for every market, the region says which): a
 * launch country's fixed code, else the region of its row's language ('mi-NZ' -> 'en-NZ');
 * null when the row names no region.
 */
export function getCountryHreflang(slug: string, language?: string | null): string | null {
  const region = /^[a-z]{2,3}-([A-Z]{2})$/.exec(language ?? '')?.[1]
  return findCountry(slug)?.hreflang ?? (region ? `en-${region}` : null)
}
