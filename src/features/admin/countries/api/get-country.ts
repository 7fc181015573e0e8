/** One country for the form, as stored (its updated_at is the version the save compares). */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'
import { countryKeys } from '../keys'

export type CountryRow = Tables<'countries'>

export async function getCountry(id: string, signal?: AbortSignal): Promise<CountryRow> {
  let query = supabase.from('countries').select('*').eq('id', id)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.single())
}

export const countryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: countryKeys.detail(id),
    queryFn: ({ signal }) => getCountry(id, signal),
    // The form compares updated_at on save: always start from the stored version.
    staleTime: 0,
  })
