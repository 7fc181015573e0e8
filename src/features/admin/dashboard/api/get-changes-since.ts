/**
 * How many content changes audit_log holds since the last build (content_changes_since():
 * null for roles that may not read that trail).
 */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { dashboardKeys } from '../keys'

export async function getChangesSince(builtAt: string, signal: AbortSignal) {
  const request = supabase.rpc('content_changes_since', { p_since: builtAt }).abortSignal(signal)
  // The generated type says number; the function answers null to roles without the trail.
  return unwrap(await request) as number | null
}

export const changesSinceQueryOptions = (builtAt: string) =>
  queryOptions({
    queryKey: dashboardKeys.changesSince(builtAt),
    queryFn: ({ signal }) => getChangesSince(builtAt, signal),
  })
