/**
 * The position visitors see for each active brand in its country's ranking (1 first), read
 * in the public ranking's own order (inRankingOrder) so the list and the preview agree with
 * the site, and how many each country ranks. Inactive brands have none. Under the lists' key: a reorder or a save refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { inRankingOrder, rankingPositions } from '@/features/ranking'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

export type RankingPositions = ReturnType<typeof rankingPositions>

export async function getRankingPositions(signal?: AbortSignal): Promise<RankingPositions> {
  let query = inRankingOrder(supabase.from('brands').select('id, country_id').eq('is_active', true))
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
