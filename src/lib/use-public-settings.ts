/**
 * The public settings as the page has them (the site name, facts and helplines of
 * src/config/public-settings.ts): read from the query cache only, where the prerender's
 * state or features/site's fetch put them, so a shared component (Head) can state them and
 * no query observer enters the entry chunk. The defaults stand in until they are read.
 */
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@/config/public-settings'
import { useCachedQueryData } from './use-cached-query-data'

export const PUBLIC_SETTINGS_QUERY_KEY = ['site', 'settings'] as const

export function usePublicSettings(): PublicSettings {
  return useCachedQueryData<PublicSettings>(PUBLIC_SETTINGS_QUERY_KEY) ?? DEFAULT_PUBLIC_SETTINGS
}
