/**
 * Deleting a brand returns what Undo needs: the row and its category tags (the tags go
 * with it: brand_categories cascades). Restoring goes through the API like
 * restoreCountry, so a generic restore from audit_log can replace it later.
 */
import type { Tables } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'

export type DeletedBrand = { row: Tables<'brands'>; categoryIds: string[] }

export async function deleteBrand(id: string): Promise<DeletedBrand> {
  const tags = unwrap(
    await supabase.from('brand_categories').select('category_id').eq('brand_id', id),
  )
  const rows = unwrap(await supabase.from('brands').delete().eq('id', id).select('*'))
  const row = rows[0]
  if (!row) throw new Error('The brand was not found; it may have been deleted already.')
  return { row, categoryIds: tags.map((tag) => tag.category_id) }
}

/**
 * Puts a deleted brand back with its id, fields and tags. The server recomputes the
 * rating (its votes went with the brand) and sets the timestamps.
 */
export async function restoreBrand({ row, categoryIds }: DeletedBrand): Promise<void> {
  const {
    created_at: _created,
    updated_at: _updated,
    user_rating: _rating,
    user_rating_votes: _votes,
    ...fields
  } = row
  unwrap(await supabase.from('brands').insert(fields))
  if (categoryIds.length > 0) {
    unwrap(
      await supabase
        .from('brand_categories')
        .insert(categoryIds.map((categoryId) => ({ brand_id: row.id, category_id: categoryId }))),
    )
  }
}
