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

/** Column names whose values are secrets: tokens, secrets, passwords, hook URLs. */
const SECRET_NAME = /secret|token|password|hook_url|api_key/i

/**
 * True when the audited `field` of `row` holds a secret: a secret-like column, or the
 * value of a key/value row whose key is one (site_settings' deploy_hook_url).
 */
export function isSecretField(field: string, row: Json | null | undefined): boolean {
  if (SECRET_NAME.test(field)) return true
  if (field !== 'value' || row === null || typeof row !== 'object' || Array.isArray(row)) {
    return false
  }
  const key = row.key
  return typeof key === 'string' && SECRET_NAME.test(key)
}

/** What a masked secret reads as (the database already redacts some before logging). */
export const MASKED_VALUE = '••••••'
