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

/** `{label} must be at most {max} characters.`, counted as char_length counts. */
const atMost = (max: number, label: string) =>
  [
    (value: string) => charLength(value) <= max,
    `${label} must be at most ${max} characters.`,
  ] as const

/** Required text (a name, a title): 'Enter brand name.' unless `empty` says otherwise. */
export const requiredText = (max: number, label: string, empty = `Enter ${label.toLowerCase()}.`) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .refine(...atMost(max, label))

/** Optional text: empty becomes null (the column is nullable); `max` null for no limit. */
export const optionalText = (max: number | null, label: string) =>
  z
    .string()
    .trim()
    .refine(...(max === null ? atMost(Infinity, label) : atMost(max, label)))
    .transform((value) => (value === '' ? null : value))

/**
 * A URL slug: required, at most `max` characters (null: the column has no length check),
 * in SLUG_PATTERN; `example` ends the pattern's message: '(e.g. "nz" or "new-zealand")'.
 */
export const slug = ({
  example,
  max = SLUG_MAX,
}: { example?: string; max?: number | null } = {}) => {
  const required = z.string().trim().min(1, 'Enter a slug.')
  const bounded =
    max === null ? required : required.max(max, `Slug must be at most ${max} characters.`)
  return bounded.regex(
    SLUG_PATTERN,
    `Use lower-case letters, digits and single hyphens${example ? ` (e.g. ${example})` : ''}.`,
  )
}

/** A sort order: a PostgreSQL integer. */
export const sortOrder = () =>
  z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(INT4_MIN, `Sort order must be at least ${INT4_MIN}.`)
    .max(INT4_MAX, `Sort order must be at most ${INT4_MAX}.`)

/**
 * The columns the catalog tables (countries, categories) share, with their constraints
 * (supabase/migrations/20261122000300_catalog.sql): a name of up to 100 characters, a slug,
 * a description of up to 2000, a sort order and Active. `slugExample` ends the slug's
 * pattern message.
 */
export const catalogRowRules = (slugExample: string) => ({
  name: requiredText(100, 'Name', 'Enter a name.'),
  slug: slug({ example: slugExample }),
  description: optionalText(2000, 'Description'),
  sort_order: sortOrder(),
  is_active: z.boolean(),
})

/** A new catalog row's values of those columns: active, first in the order. */
export const EMPTY_CATALOG_ROW = {
  name: '',
  slug: '',
  description: '',
  sort_order: 0,
  is_active: true,
}

/** supabase/config.toml's [auth] minimum_password_length: Auth refuses shorter ones. */
export const PASSWORD_MIN_LENGTH = 8
/** bcrypt reads the first 72 bytes only. */
export const PASSWORD_MAX_LENGTH = 72

/**
 * A new password typed twice: at least `min` characters (Auth refuses shorter ones), at
 * most `max` when given (bcrypt reads 72 bytes), the confirmation alike.
 */
export function passwordPair(rules: {
  min: number
  tooShort: string
  max?: number
  tooLong?: string
  mismatch: string
}) {
  const password = z.string().min(rules.min, rules.tooShort)
  return z
    .object({
      password: rules.max === undefined ? password : password.max(rules.max, rules.tooLong),
      confirm: z.string(),
    })
    .refine((value) => value.password === value.confirm, {
      message: rules.mismatch,
      path: ['confirm'],
    })
}

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
