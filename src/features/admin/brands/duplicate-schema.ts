/**
 * The duplicate dialog's rules, mirroring what public.duplicate_brand writes: a target
 * country and a slug in the brands_brand_slug_format shape (its uniqueness is the
 * database's brands_brand_slug_key, mapped onto the field).
 */
import { z } from 'zod'

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const duplicateSchema = z.object({
  country_id: z.string().min(1, 'Choose a country.'),
  brand_slug: z
    .string()
    .trim()
    .min(1, 'Enter a slug.')
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens.'),
})

export type DuplicateValues = z.infer<typeof duplicateSchema>

/** The slug proposed for a copy: the brand's own, suffixed with the target country's. */
export function proposedSlug(brandSlug: string, countrySlug: string): string {
  return `${brandSlug}-${countrySlug}`
}
