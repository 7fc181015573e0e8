/**
 * Boundary cases every catalog table (countries, categories) shares: a name of up to 100
 * code points, a slug of up to 60 characters, a description of up to 2000, an int4 sort
 * order. Each section's boundary file adds its own columns' cases.
 */

/** A value set on one side of a constraint, with whether the table accepts it. */
export type BoundaryCase<Values> = { label: string; values: Partial<Values>; accepted: boolean }

/** The columns the catalog tables share. */
type CatalogValues = {
  name: string
  slug: string
  description: string
  sort_order: number
  is_active: boolean
}

export const FLAG = '🇨🇦' // 2 code points, 4 UTF-16 units

export const nameCases: BoundaryCase<CatalogValues>[] = [
  { label: 'name of 1 character', values: { name: 'A' }, accepted: true },
  { label: 'name of 100 characters', values: { name: 'n'.repeat(100) }, accepted: true },
  { label: 'name of 101 characters', values: { name: 'n'.repeat(101) }, accepted: false },
  {
    label: 'name of 50 flags (100 code points)',
    values: { name: FLAG.repeat(50) },
    accepted: true,
  },
  {
    label: 'name of 51 flags (102 code points)',
    values: { name: FLAG.repeat(51) },
    accepted: false,
  },
]

/** The slug's length limits (each section adds its pattern's cases). */
export const slugLengthCases: BoundaryCase<CatalogValues>[] = [
  { label: 'slug "a"', values: { slug: 'a' }, accepted: true },
  { label: 'slug of 60 characters', values: { slug: 's'.repeat(60) }, accepted: true },
  { label: 'slug of 61 characters', values: { slug: 's'.repeat(61) }, accepted: false },
]

export const descriptionCases: BoundaryCase<CatalogValues>[] = [
  {
    label: 'description of 2000 characters',
    values: { description: 'd'.repeat(2000) },
    accepted: true,
  },
  {
    label: 'description of 2001 characters',
    values: { description: 'd'.repeat(2001) },
    accepted: false,
  },
]

export const sortOrderAndActiveCases: BoundaryCase<CatalogValues>[] = [
  { label: 'sort order -2147483648', values: { sort_order: -2147483648 }, accepted: true },
  { label: 'sort order 2147483647', values: { sort_order: 2147483647 }, accepted: true },
  { label: 'sort order 2147483648', values: { sort_order: 2147483648 }, accepted: false },
  { label: 'sort order -2147483649', values: { sort_order: -2147483649 }, accepted: false },
  { label: 'sort order 1.5', values: { sort_order: 1.5 }, accepted: false },
  { label: 'inactive', values: { is_active: false }, accepted: true },
]
