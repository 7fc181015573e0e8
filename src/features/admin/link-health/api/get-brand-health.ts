/**
 * One brand as the Link health list shows it (public.brand_link_health): its name, market
 * and whether the monitor paused it, for the brand's own page of checks. Null: no such brand.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { linkHealthKeys } from '../keys'

export type BrandHealth = {
  brand_id: string
  brand_name: string
  market_name: string
  is_active: boolean
  link_paused_at: string | null
  link_pause_reason: string | null
}

export async function getBrandHealth(
  brandId: string,
  signal?: AbortSignal,
): Promise<BrandHealth | null> {
  let query = supabase
    .from('brand_link_health')
    .select('brand_id, brand_name, market_name, is_active, link_paused_at, link_pause_reason')
    .eq('brand_id', brandId)
  if (signal) query = query.abortSignal(signal)
  const row = unwrap(await query.maybeSingle())
  return row
    ? {
        brand_id: row.brand_id ?? brandId,
        brand_name: row.brand_name ?? '',
        market_name: row.market_name ?? '',
        is_active: row.is_active ?? false,
        link_paused_at: row.link_paused_at,
        link_pause_reason: row.link_pause_reason,
      }
    : null
}

export function useBrandHealth(brandId: string) {
  return useQuery(
    queryOptions({
      queryKey: linkHealthKeys.detail(brandId),
      queryFn: ({ signal }) => getBrandHealth(brandId, signal),
      // A check (by the schedule, or by someone else) may have paused or released it.
      staleTime: 0,
    }),
  )
}
