/**
 * The builds that kept evidence of a market's pages, newest first, each with the paths kept
 * (the HTML itself is read one page at a time: a market's pages are about 100 KB each).
 */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { evidenceKeys } from '../keys'

/** The builds a market's list offers: enough for months of daily builds. */
export const EVIDENCE_BUILD_LIMIT = 100

export type EvidenceBuild = { id: string; built_at: string; paths: string[] }

export async function listEvidenceBuilds(
  market: string,
  signal?: AbortSignal,
): Promise<EvidenceBuild[]> {
  let query = supabase
    .from('page_builds')
    .select('id, built_at, page_evidence!inner(path)')
    .eq('page_evidence.market_slug', market)
    .order('built_at', { ascending: false })
    .limit(EVIDENCE_BUILD_LIMIT)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query).map(({ page_evidence, ...build }) => ({
    ...build,
    paths: page_evidence.map((page) => page.path).sort(),
  }))
}

export const evidenceBuildsQueryOptions = (market: string) =>
  queryOptions({
    queryKey: evidenceKeys.builds(market),
    queryFn: ({ signal }) => listEvidenceBuilds(market, signal),
  })
