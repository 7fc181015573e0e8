/** One library file's row, for its dialog. */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { mediaKeys } from '../keys'
import { MEDIA_COLUMNS, type MediaRow } from '../media-row'

export async function getMedia(id: string, signal: AbortSignal): Promise<MediaRow> {
  return unwrap(
    await supabase.from('media').select(MEDIA_COLUMNS).eq('id', id).abortSignal(signal).single(),
  )
}

export const mediaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => getMedia(id, signal),
  })
