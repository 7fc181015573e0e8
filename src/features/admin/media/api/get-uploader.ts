/** Who uploaded a file: the staff member's name or email (media_uploader checks the role). */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { mediaKeys } from '../keys'

export async function getUploader(id: string, signal: AbortSignal): Promise<string | null> {
  return unwrap(await supabase.rpc('media_uploader', { p_media_id: id }).abortSignal(signal))
}

export const uploaderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.uploader(id),
    queryFn: ({ signal }) => getUploader(id, signal),
  })
