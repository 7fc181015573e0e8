/**
 * The position visitors see for each brand in its country's ranking (1 first), read as the
 * public ranking reads (visitorRanking) so the list and the preview agree with the site, and
 * how many each country ranks. Brands visitors do not see (inactive, blocked in their market)
 * have none. Under the lists' key: a reorder or a save refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { rankingPositions, visitorRanking } from '@/features/ranking'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

export type RankingPositions = ReturnType<typeof rankingPositions>

export async function getRankingPositions(signal?: AbortSignal): Promise<RankingPositions> {
  let query = visitorRanking(supabase.from('brands').select('id, country_id'))
  if (signal) query = query.abortSignal(signal)
  return rankingPositions(unwrap(await query))
}

export const rankingPositionsQueryOptions = () =>
  queryOptions({
    queryKey: brandKeys.rankingPositions(),
    queryFn: ({ signal }) => getRankingPositions(signal),
  })

export function useRankingPositions() {
  return useQuery(rankingPositionsQueryOptions())
}
