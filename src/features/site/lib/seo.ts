/**
 * Head texts of the site's own pages and the hreflang links between the country versions
 * of a page. The default title and description use the Canadian wording of the original
 * site, with the 2025 text (SPEC.md section 2, review page, last point).
 */
import { DEFAULT_COUNTRY, getCountryHreflang } from '@/config/countries'
import { countrySlugFromPathname } from '@/config/paths'

export const SEO_YEAR = 2025

export const defaultSeo = {
  title: `Best Online Casinos in Canada ${SEO_YEAR} – Compare Trusted Casino Sites`,
  description:
    `Compare the best online casinos in Canada for ${SEO_YEAR}: licensed sites, welcome ` +
    'bonuses, payout speed and honest expert reviews. Pick your country and play safely.',
} as const

/** An active country as the hreflang links need it (a row of the countries table). */
export type AlternateCountry = { slug: string; language: string | null }

/**
 * The country versions of a country page ('/uk/slots' -> /ca/slots, /uk/slots, ..., plus
 * x-default), one per active country (`countries`, the table's active rows) with an
 * hreflang, in the list's order, or null for a page that is not about one of them.
 */
export function countryAlternates(pathname: string, countries: readonly AlternateCountry[]) {
  const slug = countrySlugFromPathname(pathname)
  const match = /^\/[a-z0-9-]+(\/[a-z0-9-]+)?\/?$/.exec(pathname)
  if (!slug || !match || !countries.some((country) => country.slug === slug)) return null
  const rest = match[1] ?? ''
  const versions = new Map<string, string>()
  for (const country of countries) {
    const hrefLang = getCountryHreflang(country.slug, country.language)
    if (hrefLang && !versions.has(hrefLang)) versions.set(hrefLang, `/${country.slug}${rest}`)
  }
  // Visitors from elsewhere: the country picker for a ranking, the Canadian version otherwise.
  const fallback = rest === '' ? '/' : `/${DEFAULT_COUNTRY}${rest}`
  return [
    ...[...versions].map(([hrefLang, path]) => ({ hrefLang, path })),
    { hrefLang: 'x-default', path: fallback },
  ]
}
