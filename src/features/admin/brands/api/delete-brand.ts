/**
 * Deleting a brand returns the deleted row. Its category tags go with it (brand_categories
 * cascades); Undo (restoreDeleted, components/form/api/restore-deleted.ts) puts both back as they were.
 */
import type { Tables } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export async function deleteBrand(id: string): Promise<Tables<'brands'>> {
  const rows = unwrap(await supabase.from('brands').delete().eq('id', id).select('*'))
  const row = rows[0]
  if (!row) throw new Error('The brand was not found; it may have been deleted already.')
  return row
}
