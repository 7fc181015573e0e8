/**
 * The record of the last build of the prerendered public pages, from the site's origin
 * (build-info.json): when it ran, so the dashboard can say how stale the pages are.
 */
import { queryOptions } from '@tanstack/react-query'
import { BUILD_INFO_FILE, parseBuildInfo, type BuildInfo } from '@/config/build-info'
import { dashboardKeys } from '../keys'

/** The record of the last build, or null where there is none (npm run dev serves no build). */
export async function getBuildInfo(signal: AbortSignal): Promise<BuildInfo | null> {
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
