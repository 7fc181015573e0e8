/**
 * The countries the site has explicit routes for (SPEC.md section 2), in the landing
 * page's order. The database holds the same countries with more detail; these constants
 * let routing and titles work before (and without) a query.
 */
export const COUNTRIES = [
  { slug: 'ca', name: 'Canada' },
  { slug: 'ro', name: 'Romania' },
  { slug: 'uk', name: 'United Kingdom' },
  { slug: 'de', name: 'Germany' },
  { slug: 'au', name: 'Australia' },
  { slug: 'se', name: 'Sweden' },
  { slug: 'hu', name: 'Hungary' },
  { slug: 'hr', name: 'Croatia' },
] as const

export type CountrySlug = (typeof COUNTRIES)[number]['slug']

/** Order of the explicit routes in the spec's route table. */
export const COUNTRY_SLUGS = [
  'ca',
  'uk',
  'de',
  'au',
  'se',
  'hu',
  'hr',
  'ro',
] as const satisfies readonly CountrySlug[]

export const DEFAULT_COUNTRY: CountrySlug = 'ca'

/** Name used on ranking pages for a country without explicit route. */
export const FALLBACK_COUNTRY_NAME = 'Global'

export function isKnownCountry(slug: string): slug is CountrySlug {
  return COUNTRIES.some((country) => country.slug === slug)
}

/** 'ca' -> 'Canada'; any other slug -> 'Global' (the ranking page's wording). */
export function getCountryName(slug: string): string {
  return COUNTRIES.find((country) => country.slug === slug)?.name ?? FALLBACK_COUNTRY_NAME
}
