/**
 * One code snippet: read for the form, created, updated only if nobody saved it since the
 * form loaded it (updated_at compared; no row updated is a ConflictError), and deleted.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Tables, TablesInsert } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { ConflictError } from '../../components/form'
import { snippetKeys } from '../keys'

export type SnippetRow = Tables<'code_snippets'>
export type SnippetInput = Omit<TablesInsert<'code_snippets'>, 'id' | 'created_at' | 'updated_at'>

export const snippetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: snippetKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase.from('code_snippets').select('*').eq('id', id).abortSignal(signal).single(),
      ),
    staleTime: 0,
  })

export async function createSnippet(input: SnippetInput): Promise<SnippetRow> {
  return unwrap(await supabase.from('code_snippets').insert(input).select('*').single())
}

export async function updateSnippet(
  id: string,
  loadedUpdatedAt: string,
  input: SnippetInput,
): Promise<SnippetRow> {
  const rows = unwrap(
    await supabase
      .from('code_snippets')
      .update(input)
      .eq('id', id)
      .eq('updated_at', loadedUpdatedAt)
      .select('*'),
  )
  const saved = rows[0]
  if (!saved) throw new ConflictError('code snippet')
  return saved
}

/** Deletes the snippet and returns it as deleted (for the Undo toast). */
export async function deleteSnippet(id: string): Promise<SnippetRow> {
  const rows = unwrap(await supabase.from('code_snippets').delete().eq('id', id).select('*'))
  const row = rows[0]
  if (!row) throw new Error('The snippet was not found; it may have been deleted already.')
  return row
}
