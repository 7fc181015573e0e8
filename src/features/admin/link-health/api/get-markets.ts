/** The markets (countries) the Link health list filters by, by name. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { linkHealthKeys } from '../keys'

export type MarketChoice = { name: string; slug: string }

export async function getMarkets(signal?: AbortSignal): Promise<MarketChoice[]> {
  let query = supabase.from('countries').select('name, slug').order('name')
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export function useMarkets() {
  return useQuery(
    queryOptions({
      queryKey: linkHealthKeys.markets(),
      queryFn: ({ signal }) => getMarkets(signal),
      staleTime: 5 * 60_000,
    }),
  )
}
