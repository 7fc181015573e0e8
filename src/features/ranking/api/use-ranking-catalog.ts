import { resolveRankingCatalog } from '../lib/categories'
import { useCategories } from './get-categories'
import { useCountry } from './get-country'

/**
 * The country and category rows of a ranking URL (null: not a ranking URL), resolved into
 * what the route shows (lib/categories.ts). `withCategories` reads the category list too
 * (the ranking pages' names and cards; the compare page needs only the country).
 */
export function useRankingCatalog(
  match: { country: string; category: string } | null,
  { withCategories }: { withCategories: boolean },
) {
  const countryQuery = useCountry(match?.country)
  const categoriesQuery = useCategories({ enabled: match !== null && withCategories })
  if (!match) return { status: 'not-found' as const }
  return resolveRankingCatalog({
    ...match,
    countryRow: countryQuery.data,
    categories: withCategories ? categoriesQuery.data : undefined,
    loading: countryQuery.isPending || (withCategories && categoriesQuery.isPending),
  })
}
