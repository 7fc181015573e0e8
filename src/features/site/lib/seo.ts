/**
 * Head texts of the site's own pages and the hreflang links between the country versions
 * of a page. The default title and description use the Canadian wording of the original
 * site, with the 2025 text (SPEC.md section 2, review page, last point).
 */
import { COUNTRY_SLUGS } from '@/config/countries'

export const SEO_YEAR = 2025

export const defaultSeo = {
  title: `Best Online Casinos in Canada ${SEO_YEAR} – Compare Trusted Casino Sites`,
  description:
    `Compare the best online casinos in Canada for ${SEO_YEAR}: licensed sites, welcome ` +
    'bonuses, payout speed and honest expert reviews. Pick your country and play safely.',
} as const

/** The region part of a country slug's hreflang: the pages are English for every market. */
const HREFLANG_BY_SLUG: Readonly<Record<string, string>> = {
  ca: 'en-CA',
  uk: 'en-GB',
  de: 'en-DE',
  au: 'en-AU',
  se: 'en-SE',
  hu: 'en-HU',
  hr: 'en-HR',
  ro: 'en-RO',
}

/**
 * The country versions of a country page ('/uk/slots' -> /ca/slots, /uk/slots, ...,
 * plus x-default), or null for a page that is not about one of the explicit countries.
 */
export function countryAlternates(pathname: string) {
  const match = /^\/([a-z]{2})(\/[a-z0-9-]+)?\/?$/.exec(pathname)
  if (!match) return null
  const [, slug = '', rest = ''] = match
  if (!(slug in HREFLANG_BY_SLUG)) return null
  const versions = COUNTRY_SLUGS.map((country) => ({
    hrefLang: HREFLANG_BY_SLUG[country] ?? 'en',
    path: `/${country}${rest}`,
  }))
  // Visitors from elsewhere: the country picker for a ranking, the Canadian version otherwise.
  const fallback = rest === '' ? '/' : `/ca${rest}`
  return [...versions, { hrefLang: 'x-default', path: fallback }]
}
