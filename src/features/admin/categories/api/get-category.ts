/** One category for the form, as stored (its updated_at is the version the save compares). */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'
import { categoryKeys } from '../keys'

export type CategoryRow = Tables<'categories'>

export async function getCategory(id: string, signal?: AbortSignal): Promise<CategoryRow> {
  let query = supabase.from('categories').select('*').eq('id', id)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.single())
}

export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    // The form compares updated_at on save: always start from the stored version.
    staleTime: 0,
  })
