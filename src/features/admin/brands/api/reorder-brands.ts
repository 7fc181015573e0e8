/** A country's ranking order: read as ids, written in one request (public.reorder_brands). */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

/** Every brand id of the country, in ranking order (the function wants the whole list). */
export async function getCountryOrder(countryId: string): Promise<string[]> {
  const rows = unwrap(
    await supabase
      .from('brands')
      .select('id')
      .eq('country_id', countryId)
      .order('sort_order', { ascending: true })
      .order('id', { ascending: true }),
  )
  return rows.map((row) => row.id)
}

/** Writes sort_order 1..n in the order of `brandIds`; returns how many rows changed. */
export async function reorderBrands(countryId: string, brandIds: string[]): Promise<number> {
  return unwrap(
    await supabase.rpc('reorder_brands', { p_country_id: countryId, p_brand_ids: brandIds }),
  )
}
