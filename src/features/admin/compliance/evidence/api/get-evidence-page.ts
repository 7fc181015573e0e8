/** One kept page's HTML, as the build published it. */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { evidenceKeys } from '../keys'

export async function getEvidencePage(
  build: string,
  path: string,
  signal?: AbortSignal,
): Promise<string> {
  let query = supabase.from('page_evidence').select('html').eq('build_id', build).eq('path', path)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.single()).html
}

export const evidencePageQueryOptions = (build: string, path: string) =>
  queryOptions({
    queryKey: evidenceKeys.page(build, path),
    queryFn: ({ signal }) => getEvidencePage(build, path, signal),
    // Evidence never changes once kept.
    staleTime: Infinity,
  })
