/** One page for the form, as stored (its updated_at is the version the save compares). */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'
import { pageKeys } from '../keys'

export type PageRow = Tables<'pages'>

export async function getPage(id: string, signal?: AbortSignal): Promise<PageRow> {
  let query = supabase.from('pages').select('*').eq('id', id)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.single())
}

export const pageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => getPage(id, signal),
    // The form compares updated_at on save: always start from the stored version.
    staleTime: 0,
  })
