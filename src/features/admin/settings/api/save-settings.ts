/**
 * Saves the changed settings in one upsert, so a key someone else changed meanwhile is left as
 * they saved it unless this form changed it too.
 */
import type { Json } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { SETTING_KEYS } from '../setting-keys'
import type { SettingRows } from '../settings-schema'

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
