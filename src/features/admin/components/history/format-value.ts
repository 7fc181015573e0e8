/**
 * An audited value as text staff can read: empty for null, lists as "a, b", objects and
 * lists of objects as indented JSON.
 */
import type { Json } from '@/integrations/supabase/types'

/** Longer values are cut in the list, with the whole value one click away. */
export const SHORT_VALUE_CHARS = 120

export function formatValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => String(item)).join(', ')
  }
  return JSON.stringify(value, null, 2)
}

/** The field name as a label: "is_active" -> "Is active". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
