/**
 * Adds a licence to a brand, changes one, or removes one: each its own request, saved at
 * once (not with the brand's Save), since a licence is a row of its own (brand_licences).
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { LicenceInput } from '../licence-schema'

/** `id` null adds the licence to `brandId`; otherwise changes licence `id`. */
export async function saveLicence(
  brandId: string,
  id: string | null,
  input: LicenceInput,
): Promise<void> {
  if (id === null) {
    unwrap(await supabase.from('brand_licences').insert({ ...input, brand_id: brandId }))
    return
  }
  const rows = unwrap(await supabase.from('brand_licences').update(input).eq('id', id).select('id'))
  if (rows.length === 0) throw new Error('The licence was not found; it may have been removed.')
}

export async function removeLicence(id: string): Promise<void> {
  const rows = unwrap(await supabase.from('brand_licences').delete().eq('id', id).select('id'))
  if (rows.length === 0) throw new Error('The licence was not found; it may have been removed.')
}
