/**
 * Whether a stored brand is listable in its market today: public.market_block (null when
 * it is), read on its own so a licence change refreshes it without reloading the form.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

export async function getListing(brandId: string, signal?: AbortSignal): Promise<string | null> {
  let query = supabase.from('brands').select('market_block').eq('id', brandId)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.single()).market_block
}

export function useListing(brandId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: brandKeys.listing(brandId ?? ''),
      queryFn: ({ signal }) => getListing(brandId ?? '', signal),
      enabled: brandId !== null,
      staleTime: 0,
    }),
  )
}
