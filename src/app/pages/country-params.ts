import { useParams } from 'react-router-dom'
import { DEFAULT_CATEGORY, isCategoryParam, isCountryParam } from '@/config/paths'

/**
 * The country and category of a country route: an explicit route (/ca, /uk, ...) passes
 * its country; the generic ones (/:country) read it from the URL. Null for anything that
 * cannot be a country or category slug (/CA, /a_b); whether the slugs name active rows is
 * the database's answer (useRankingCatalog), so /nowhere is the 404 page, not a ranking.
 */
export function useCountryParams(fixedCountry: string | undefined) {
  const params = useParams()
  const country = fixedCountry ?? params.country
  const category = params.category ?? DEFAULT_CATEGORY
  const valid = isCountryParam(country) && isCategoryParam(category)
  return valid ? { country, category } : null
}
