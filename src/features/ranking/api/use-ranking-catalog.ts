import { resolveRankingCatalog } from '../lib/ranking-catalog'
import { useCategories } from './get-categories'
import { useCountry } from './get-country'

type RankingMatch = { country: string; category: string } | null

/**
 * The country and category rows of a ranking URL (null: not a ranking URL), resolved into
 * what the route shows (lib/ranking-catalog.ts): the ranking pages' names and category cards.
 */
export function useRankingCatalog(match: RankingMatch) {
  const countryQuery = useCountry(match?.country)
  const categoriesQuery = useCategories({ enabled: match !== null })
  if (!match) return { status: 'not-found' as const }
  return resolveRankingCatalog({
    ...match,
    countryRow: countryQuery.data,
    categories: categoriesQuery.data,
    loading: countryQuery.isPending || categoriesQuery.isPending,
  })
}
