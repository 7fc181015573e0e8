/** Bulk activate or deactivate brands in one request; returns how many rows changed. */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export async function setBrandsActive(ids: string[], active: boolean): Promise<number> {
  const rows = unwrap(
    await supabase.from('brands').update({ is_active: active }).in('id', ids).select('id'),
  )
  return rows.length
}
