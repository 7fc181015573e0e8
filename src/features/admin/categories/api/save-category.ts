/**
 * Creates a category, or updates one only if nobody saved it since the form loaded it:
 * `update … where id = ? and updated_at = ?`; no row updated is a ConflictError.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { ConflictError } from '../../components/form'
import type { CategoryInput } from '../category-schema'
import type { CategoryRow } from './get-category'

export async function createCategory(input: CategoryInput): Promise<CategoryRow> {
  return unwrap(await supabase.from('categories').insert(input).select('*').single())
}

export async function updateCategory(
  id: string,
  loadedUpdatedAt: string,
  input: CategoryInput,
): Promise<CategoryRow> {
  const rows = unwrap(
    await supabase
      .from('categories')
      .update(input)
      .eq('id', id)
      .eq('updated_at', loadedUpdatedAt)
      .select('*'),
  )
  const saved = rows[0]
  if (!saved) throw new ConflictError('category')
  return saved
}

/** Turns several categories on or off at once (the list's bulk actions). */
export async function setCategoriesActive(
  ids: readonly string[],
  isActive: boolean,
): Promise<number> {
  const rows = unwrap(
    await supabase.from('categories').update({ is_active: isActive }).in('id', ids).select('id'),
  )
  return rows.length
}
