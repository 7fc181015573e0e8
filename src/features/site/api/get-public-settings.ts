/**
 * The public settings (site name, facts, helplines) every page states. A prerendered page
 * has them in its query state as of the build; a page rendered in the browser reads them
 * when it mounts (PublicLayout), so a change shows there at once. Components read them
 * from the cache with usePublicSettings (src/lib/use-public-settings.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import {
  PUBLIC_SETTING_KEYS,
  publicSettingsFromRows,
  type PublicSettings,
} from '@/config/public-settings'
import { getPostgrest } from '@/lib/postgrest'
import { countriesCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import { siteKeys } from './keys'

async function getPublicSettings(signal: AbortSignal): Promise<PublicSettings> {
  const query = (await getPostgrest())
    .from('site_settings')
    .select('key, value')
    .in('key', [...PUBLIC_SETTING_KEYS])
    .abortSignal(signal)
  return publicSettingsFromRows(unwrap(await query))
}

const publicSettingsQuery = {
  queryKey: siteKeys.settings(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getPublicSettings(signal),
  ...countriesCacheSettings,
}

/** Fills the cache for a server render, or reads the settings when a page mounts without them. */
export function prefetchPublicSettings(queryClient: QueryClient) {
  return queryClient.prefetchQuery(publicSettingsQuery)
}
