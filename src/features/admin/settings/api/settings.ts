/**
 * Reads every setting the form edits (the deploy hook URL excepted: once saved it is never
 * sent back, only whether one is set) and saves the changed ones in one upsert, so a key
 * someone else changed meanwhile is left as they saved it unless this form changed it too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Json } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { resourceKeys } from '../../components/resource-keys'
import { SETTING_KEYS } from '../setting-keys'
import type { SettingRows } from '../settings-schema'

export const settingsKeys = resourceKeys('site_settings')

export type StoredSettings = {
  values: SettingRows
  /** Whether a deploy hook URL is stored (its value is never read back). */
  hookConfigured: boolean
  countries: { slug: string; name: string }[]
}

async function getSettings(signal: AbortSignal): Promise<StoredSettings> {
  const [rows, hook, countries] = await Promise.all([
    supabase
      .from('site_settings')
      .select('key, value')
      .neq('key', 'deploy_hook_url')
      .abortSignal(signal),
    supabase.rpc('rebuild_hook_configured').abortSignal(signal),
    supabase.from('countries').select('slug, name').order('sort_order').abortSignal(signal),
  ])
  return {
    values: Object.fromEntries(unwrap(rows).map((row) => [row.key, row.value])),
    hookConfigured: unwrap(hook) === true,
    countries: unwrap(countries),
  }
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'form'],
    queryFn: ({ signal }) => getSettings(signal),
    // Loaded fresh whenever the page opens; never refetched under an open form (it remounts).
    staleTime: 0,
    refetchOnWindowFocus: false,
  })

export function useSettings() {
  return useQuery(settingsQueryOptions())
}

/** JSON text with object keys sorted: jsonb does not keep the order they were written in. */
function canonical(value: Json | undefined): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

/** Saves the keys whose value differs from `stored`; returns how many changed. */
export async function saveSettings(
  stored: SettingRows,
  next: Record<string, Json>,
): Promise<number> {
  const changed = Object.entries(next).filter(
    ([key, value]) => canonical(stored[key]) !== canonical(value),
  )
  if (changed.length === 0) return 0
  const rows = changed.map(([key, value]) => ({
    key,
    // Every value the form produces is set (the schema refuses empty numbers).
    value: value ?? '',
    is_public: SETTING_KEYS[key]?.isPublic ?? false,
    description: SETTING_KEYS[key]?.description ?? null,
  }))
  unwrap(await supabase.from('site_settings').upsert(rows, { onConflict: 'key' }))
  return changed.length
}
