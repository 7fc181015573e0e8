/**
 * Every setting the form edits (the deploy hook URL excepted: once saved it is never sent
 * back, only whether one is set), and the countries the helplines are given for.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { settingsKeys } from '../keys'
import type { SettingRows } from '../settings-schema'

export type StoredSettings = {
  values: SettingRows
  /** Whether a deploy hook URL is stored (its value is never read back). */
  hookConfigured: boolean
  countries: { slug: string; name: string }[]
}

export async function getSettings(signal: AbortSignal): Promise<StoredSettings> {
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
    queryKey: settingsKeys.form(),
    queryFn: ({ signal }) => getSettings(signal),
    // Loaded fresh whenever the page opens; never refetched under an open form (it remounts).
    staleTime: 0,
    refetchOnWindowFocus: false,
  })

export function useSettings() {
  return useQuery(settingsQueryOptions())
}
