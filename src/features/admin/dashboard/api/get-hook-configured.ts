/**
 * Whether a deploy hook is set, asked without reading it (rebuild_hook_configured(): null for
 * roles that may not rebuild).
 */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { dashboardKeys } from '../keys'

export async function getHookConfigured(signal: AbortSignal): Promise<boolean> {
  return unwrap(await supabase.rpc('rebuild_hook_configured').abortSignal(signal)) === true
}

export const hookConfiguredQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.hookConfigured(),
    queryFn: ({ signal }) => getHookConfigured(signal),
  })
