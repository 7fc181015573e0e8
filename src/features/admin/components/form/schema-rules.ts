/**
 * Parts the forms' zod schemas share, each mirroring a PostgreSQL rule: integer bounds,
 * URL slugs, and lengths counted as char_length counts them (code points: a flag emoji
 * is 2, not 4).
 */
import { z } from 'zod'

/** PostgreSQL integer. */
export const INT4_MIN = -2147483648
export const INT4_MAX = 2147483647

/** A URL segment: lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** The slug length the catalog tables check (countries_slug_length, categories_slug_length). */
export const SLUG_MAX = 60

/** PostgreSQL's char_length. */
export const charLength = (value: string) => [...value].length

/** Optional text: empty becomes null (the column is nullable). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .refine((value) => charLength(value) <= max, `${label} must be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))

/** A slug proposed from a name: "New Zealand" -> "new-zealand". */
export function slugify(name: string, max = SLUG_MAX): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}
