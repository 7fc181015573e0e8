/**
 * Creates a page, or updates one only if nobody saved it since the form loaded it:
 * `update … where id = ? and updated_at = ?`; no row updated is a ConflictError.
 */
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { ConflictError } from '../../components/form'
import type { PageInput } from '../page-schema'
import type { PageRow } from './get-page'

export async function createPage(input: PageInput): Promise<PageRow> {
  return unwrap(await supabase.from('pages').insert(input).select('*').single())
}

export async function updatePage(
  id: string,
  loadedUpdatedAt: string,
  input: PageInput,
): Promise<PageRow> {
  const rows = unwrap(
    await supabase
      .from('pages')
      .update(input)
      .eq('id', id)
      .eq('updated_at', loadedUpdatedAt)
      .select('*'),
  )
  const saved = rows[0]
  if (!saved) throw new ConflictError('page')
  return saved
}

export async function deletePage(id: string): Promise<PageRow> {
  const rows = unwrap(await supabase.from('pages').delete().eq('id', id).select('*'))
  const row = rows[0]
  if (!row) throw new Error('The page was not found; it may have been deleted already.')
  return row
}
