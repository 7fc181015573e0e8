/**
 * How stale the prerendered public pages are, and the rebuild: the build's record from the
 * site's origin (build-info.json), the content changes audit_log holds since then
 * (content_changes_since(): null for roles that may not read that trail), whether a deploy
 * hook is set, and the rebuild-public-pages edge function that calls it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { BUILD_INFO_FILE, parseBuildInfo, type BuildInfo } from '@/config/build-info'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { invokeFunction } from '../api/invoke-function'
import { dashboardKeys } from './keys'

/** The record of the last build, or null where there is none (npm run dev serves no build). */
export async function getBuildInfo(signal?: AbortSignal): Promise<BuildInfo | null> {
  const response = await fetch(`/${BUILD_INFO_FILE}`, { cache: 'no-store', signal })
  // The dev server answers unknown paths with the app's HTML.
  if (response.status === 404 || !response.headers.get('content-type')?.includes('json')) {
    return null
  }
  if (!response.ok) throw new Error(`${BUILD_INFO_FILE} answered ${response.status}`)
  return parseBuildInfo(await response.json())
}

export const buildInfoQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.buildInfo(),
    queryFn: ({ signal }) => getBuildInfo(signal),
  })

export async function getChangesSince(builtAt: string, signal?: AbortSignal) {
  let request = supabase.rpc('content_changes_since', { p_since: builtAt })
  if (signal) request = request.abortSignal(signal)
  // The generated type says number; the function answers null to roles without the trail.
  return unwrap(await request) as number | null
}

export function useBuildStatus(canRebuild: boolean) {
  const info = useQuery(buildInfoQueryOptions())
  const builtAt = info.data?.builtAt ?? null
  const changes = useQuery({
    queryKey: dashboardKeys.changesSince(builtAt ?? ''),
    queryFn: ({ signal }) => getChangesSince(builtAt!, signal),
    enabled: builtAt !== null,
  })
  const hook = useQuery({
    queryKey: dashboardKeys.hookConfigured(),
    queryFn: async () => unwrap(await supabase.rpc('rebuild_hook_configured')) === true,
    enabled: canRebuild,
  })
  return { info, changes, hook }
}

/** The function's outcomes (supabase/functions/rebuild-public-pages/handler.ts). */
export type RebuildOutcome =
  'started' | 'forbidden' | 'not_configured' | 'hook_failed' | 'hook_unreachable' | 'hook_timeout'

export type RebuildResult = { outcome: RebuildOutcome; hook_status?: number }

/** The function answers its refusals (forbidden, not_configured, hook_*) with an outcome too. */
function isRebuildResult(reply: unknown): reply is RebuildResult {
  return typeof (reply as Partial<RebuildResult> | null)?.outcome === 'string'
}

/** Asks the edge function to call the deploy hook; its refusals come back as outcomes. */
export function rebuildPublicPages(): Promise<RebuildResult> {
  return invokeFunction('rebuild-public-pages', {
    service: 'The rebuild function',
    acceptsReply: isRebuildResult,
  })
}

/** What the toast says about each outcome. */
export function rebuildMessage({ outcome, hook_status }: RebuildResult): string {
  switch (outcome) {
    case 'started':
      return 'Rebuild started: the public pages change when the host finishes the build.'
    case 'forbidden':
      return 'Only editors and admins may rebuild the public pages.'
    case 'not_configured':
      return 'No deploy hook is set: rebuild with npm run build.'
    case 'hook_failed':
      return `The deploy hook refused the rebuild (HTTP ${hook_status ?? '?'}).`
    case 'hook_unreachable':
      return 'The deploy hook could not be reached. Please try again.'
    case 'hook_timeout':
      return 'The deploy hook did not answer in time. Please try again.'
  }
}
