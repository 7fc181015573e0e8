/**
 * The country form's rules, mirroring the countries table's constraints
 * (supabase/migrations/20261122000300_catalog.sql and 20261123000100_admin_catalog.sql):
 * a value the form accepts is one the database accepts. The catalog's columns
 * (catalogRowRules), then the flag and the language. Lengths count characters as
 * PostgreSQL's char_length does (code points: a flag emoji is 2, not 4).
 */
import { z } from 'zod'
import { catalogRowRules, EMPTY_CATALOG_ROW, optionalText } from '../components/form/schema-rules'

// The shared rules, re-exported where the country form and its tests have always found them.
export {
  INT4_MAX,
  INT4_MIN,
  SLUG_MAX,
  SLUG_PATTERN,
  slugify,
} from '../components/form/schema-rules'

export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/

export const FLAG_MAX = 200

export const countrySchema = z.object({
  ...catalogRowRules('"nz" or "new-zealand"'),
  flag_icon: optionalText(FLAG_MAX, 'Flag'),
  language: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || LANGUAGE_PATTERN.test(value),
      'Use a language tag such as "en", "de-DE" or "fil-PH".',
    )
    .transform((value) => (value === '' ? null : value)),
})

/** What the form holds (text fields as typed). */
export type CountryFormValues = z.input<typeof countrySchema>
/** What is written to the database. */
export type CountryInput = z.output<typeof countrySchema>

export const emptyCountry: CountryFormValues = { ...EMPTY_CATALOG_ROW, flag_icon: '', language: '' }
