/**
 * Values on both sides of every categories constraint, with whether the table accepts
 * them. The schema test and the database parity test both run these cases. (The form's
 * icon is stricter than its column: only names the site renders; those cases live in the
 * schema test, where the database would accept any short text.)
 */
import type { CategoryFormValues } from '../../../src/features/admin/categories/category-schema.ts'
import {
  descriptionCases,
  FLAG,
  nameCases,
  slugLengthCases,
  sortOrderAndActiveCases,
  type BoundaryCase,
} from '../admin/catalog-boundaries'

export const categoryBoundaryCases: BoundaryCase<CategoryFormValues>[] = [
  ...nameCases,
  ...slugLengthCases,
  { label: 'slug "live-casino-2"', values: { slug: 'live-casino-2' }, accepted: true },
  { label: 'slug with upper case', values: { slug: 'Slots' }, accepted: false },
  { label: 'slug with a double hyphen', values: { slug: 'live--casino' }, accepted: false },
  { label: 'slug starting with a hyphen', values: { slug: '-slots' }, accepted: false },
  { label: 'slug with a space', values: { slug: 'live casino' }, accepted: false },
  { label: 'slug with an underscore', values: { slug: 'live_casino' }, accepted: false },
  ...descriptionCases,
  {
    label: 'description of 1000 flags (2000 code points)',
    values: { description: FLAG.repeat(1000) },
    accepted: true,
  },
  { label: 'icon "zap"', values: { icon: 'zap' }, accepted: true },
  { label: 'icon "smartphone"', values: { icon: 'smartphone' }, accepted: true },
  { label: 'icon of 101 characters', values: { icon: 'i'.repeat(101) }, accepted: false },
  ...sortOrderAndActiveCases,
]
