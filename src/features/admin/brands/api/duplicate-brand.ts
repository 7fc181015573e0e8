/** A copy of a brand in another country, made atomically by public.duplicate_brand. */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

/** Returns the copy's id. */
export async function duplicateBrand(input: {
  brandId: string
  countryId: string
  slug: string
}): Promise<string> {
  return unwrap(
    await supabase.rpc('duplicate_brand', {
      p_brand_id: input.brandId,
      p_country_id: input.countryId,
      p_slug: input.slug,
    }),
  )
}
