/** The brands whose logo is this file (asked before it is deleted). */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { mediaKeys } from '../keys'

export type MediaUsage = { id: string; brand_name: string; country_id: string }

export async function getMediaUsage(id: string, signal: AbortSignal): Promise<MediaUsage[]> {
  return unwrap(await supabase.rpc('media_usage', { p_media_id: id }).abortSignal(signal))
}

export const mediaUsageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.usage(id),
    queryFn: ({ signal }) => getMediaUsage(id, signal),
  })
