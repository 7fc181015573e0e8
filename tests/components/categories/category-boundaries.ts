/**
 * Values on both sides of every categories constraint, with whether the table accepts
 * them. The schema test and the database parity test both run these cases. (The form's
 * icon is stricter than its column: only names the site renders; those cases live in the
 * schema test, where the database would accept any short text.)
 */
import type { CategoryFormValues } from '../../../src/features/admin/categories/category-schema.ts'

export type BoundaryCase = { label: string; values: Partial<CategoryFormValues>; accepted: boolean }

const FLAG = '🇨🇦' // 2 code points, 4 UTF-16 units

export const categoryBoundaryCases: BoundaryCase[] = [
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
  { label: 'slug "a"', values: { slug: 'a' }, accepted: true },
  { label: 'slug "live-casino-2"', values: { slug: 'live-casino-2' }, accepted: true },
  { label: 'slug of 60 characters', values: { slug: 's'.repeat(60) }, accepted: true },
  { label: 'slug of 61 characters', values: { slug: 's'.repeat(61) }, accepted: false },
  { label: 'slug with upper case', values: { slug: 'Slots' }, accepted: false },
  { label: 'slug with a double hyphen', values: { slug: 'live--casino' }, accepted: false },
  { label: 'slug starting with a hyphen', values: { slug: '-slots' }, accepted: false },
  { label: 'slug with a space', values: { slug: 'live casino' }, accepted: false },
  { label: 'slug with an underscore', values: { slug: 'live_casino' }, accepted: false },
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
  {
    label: 'description of 1000 flags (2000 code points)',
    values: { description: FLAG.repeat(1000) },
    accepted: true,
  },
  { label: 'icon "zap"', values: { icon: 'zap' }, accepted: true },
  { label: 'icon "smartphone"', values: { icon: 'smartphone' }, accepted: true },
  { label: 'icon of 101 characters', values: { icon: 'i'.repeat(101) }, accepted: false },
  { label: 'sort order -2147483648', values: { sort_order: -2147483648 }, accepted: true },
  { label: 'sort order 2147483647', values: { sort_order: 2147483647 }, accepted: true },
  { label: 'sort order 2147483648', values: { sort_order: 2147483648 }, accepted: false },
  { label: 'sort order -2147483649', values: { sort_order: -2147483649 }, accepted: false },
  { label: 'sort order 1.5', values: { sort_order: 1.5 }, accepted: false },
  { label: 'inactive', values: { is_active: false }, accepted: true },
]
