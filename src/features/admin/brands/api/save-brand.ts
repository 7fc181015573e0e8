/**
 * Creates a brand, or updates one only if nobody saved it since the form loaded it, and
 * sets its categories, in one request (save_brand(), one transaction: no half save). No
 * row returned is a ConflictError.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { ConflictError } from '../../components/form'
import type { BrandInput } from '../brand-schema'
import type { BrandRow } from './get-brand'

/** `loaded` is the brand as the form loaded it (id and updated_at); null for a new brand. */
export async function saveBrand(
  loaded: Pick<BrandRow, 'id' | 'updated_at'> | null,
  { category_ids, ...brand }: BrandInput,
): Promise<BrandRow> {
  const rows = unwrap(
    await supabase.rpc('save_brand', {
      p_brand: brand,
      p_category_ids: category_ids,
      ...(loaded ? { p_id: loaded.id, p_updated_at: loaded.updated_at } : {}),
    }),
  )
  const saved = rows[0]
  if (!saved) throw new ConflictError('brand')
  return saved
}
