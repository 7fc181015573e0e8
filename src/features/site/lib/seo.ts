/**
 * Head texts of the site's own pages and the hreflang links between the country versions
 * of a page. The default title and description use the Canadian wording of the original
 * site, with the 2025 text (SPEC.md section 2, review page, last point).
 */
import { COUNTRIES, isKnownCountry } from '@/config/countries'

export const SEO_YEAR = 2025

export const defaultSeo = {
  title: `Best Online Casinos in Canada ${SEO_YEAR} – Compare Trusted Casino Sites`,
  description:
    `Compare the best online casinos in Canada for ${SEO_YEAR}: licensed sites, welcome ` +
    'bonuses, payout speed and honest expert reviews. Pick your country and play safely.',
} as const

/**
 * The country versions of a country page ('/uk/slots' -> /ca/slots, /uk/slots, ...,
 * plus x-default), or null for a page that is not about one of the explicit countries.
 */
export function countryAlternates(pathname: string) {
  const match = /^\/([a-z]{2})(\/[a-z0-9-]+)?\/?$/.exec(pathname)
  if (!match) return null
  const [, slug = '', rest = ''] = match
  if (!isKnownCountry(slug)) return null
  const versions = COUNTRIES.map((country) => ({
    hrefLang: country.hreflang,
    path: `/${country.slug}${rest}`,
  }))
  // Visitors from elsewhere: the country picker for a ranking, the Canadian version otherwise.
  const fallback = rest === '' ? '/' : `/ca${rest}`
  return [...versions, { hrefLang: 'x-default', path: fallback }]
}
