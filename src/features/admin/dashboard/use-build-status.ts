/**
 * How stale the prerendered public pages are: the last build's record, the content changes
 * since, and (for roles that may rebuild) whether a deploy hook is set.
 */
import { useQuery } from '@tanstack/react-query'
import { buildInfoQueryOptions } from './api/get-build-info'
import { changesSinceQueryOptions } from './api/get-changes-since'
import { hookConfiguredQueryOptions } from './api/get-hook-configured'

export function useBuildStatus(canRebuild: boolean) {
  const info = useQuery(buildInfoQueryOptions())
  const builtAt = info.data?.builtAt ?? null
  const changes = useQuery({
    ...changesSinceQueryOptions(builtAt ?? ''),
    enabled: builtAt !== null,
  })
  const hook = useQuery({ ...hookConfiguredQueryOptions(), enabled: canRebuild })
  return { info, changes, hook }
}
