/** One kept page's HTML, as the build published it, with what its build kept to show it styled. */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { evidenceKeys } from '../keys'

export type EvidencePage = { html: string; styles: string; siteUrl: string }

export async function getEvidencePage(
  build: string,
  path: string,
  signal?: AbortSignal,
): Promise<EvidencePage> {
  let query = supabase
    .from('page_evidence')
    .select('html, page_builds!inner(styles, site_url)')
    .eq('build_id', build)
    .eq('path', path)
  if (signal) query = query.abortSignal(signal)
  const { html, page_builds } = unwrap(await query.single())
  return { html, styles: page_builds.styles, siteUrl: page_builds.site_url }
}

export const evidencePageQueryOptions = (build: string, path: string) =>
  queryOptions({
    queryKey: evidenceKeys.page(build, path),
    queryFn: ({ signal }) => getEvidencePage(build, path, signal),
    // Evidence never changes once kept.
    staleTime: Infinity,
  })
