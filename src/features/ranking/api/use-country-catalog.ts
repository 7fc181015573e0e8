import { DEFAULT_CATEGORY } from '@/config/paths'
import { resolveRankingCatalog } from '../lib/ranking-catalog'
import { useCountry } from './get-country'

/**
 * What a compare URL resolves to (lib/ranking-catalog.ts): it needs only the country's
 * row, so it is apart from useRankingCatalog, keeping the category list's query out of the
 * compare page's first load.
 */
export function useCountryCatalog(country: string | null) {
  const countryQuery = useCountry(country ?? undefined)
  if (country === null) return { status: 'not-found' as const }
  return resolveRankingCatalog({
    country,
    category: DEFAULT_CATEGORY,
    countryRow: countryQuery.data,
    categories: undefined,
    loading: countryQuery.isPending,
  })
}
