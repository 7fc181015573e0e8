/**
 * Values on both sides of every countries constraint, with whether the table accepts
 * them. The schema test and the database parity test both run these cases.
 */
import type { CountryFormValues } from '../../../src/features/admin/countries/country-schema.ts'

export type BoundaryCase = { label: string; values: Partial<CountryFormValues>; accepted: boolean }

const FLAG = '🇨🇦' // 2 code points, 4 UTF-16 units

export const countryBoundaryCases: BoundaryCase[] = [
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
  { label: 'slug "new-zealand-2"', values: { slug: 'new-zealand-2' }, accepted: true },
  { label: 'slug of 60 characters', values: { slug: 's'.repeat(60) }, accepted: true },
  { label: 'slug of 61 characters', values: { slug: 's'.repeat(61) }, accepted: false },
  { label: 'slug with upper case', values: { slug: 'NZ' }, accepted: false },
  { label: 'slug with a double hyphen', values: { slug: 'new--zealand' }, accepted: false },
  { label: 'slug ending in a hyphen', values: { slug: 'nz-' }, accepted: false },
  { label: 'slug with a space', values: { slug: 'new zealand' }, accepted: false },
  { label: 'flag of 200 code points', values: { flag_icon: FLAG.repeat(100) }, accepted: true },
  { label: 'flag of 202 code points', values: { flag_icon: FLAG.repeat(101) }, accepted: false },
  { label: 'language "en"', values: { language: 'en' }, accepted: true },
  { label: 'language "fil-PH"', values: { language: 'fil-PH' }, accepted: true },
  { label: 'language "de-DE"', values: { language: 'de-DE' }, accepted: true },
  { label: 'language "e"', values: { language: 'e' }, accepted: false },
  { label: 'language "en-ca"', values: { language: 'en-ca' }, accepted: false },
  { label: 'language "engl"', values: { language: 'engl' }, accepted: false },
  { label: 'language "EN"', values: { language: 'EN' }, accepted: false },
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
  { label: 'sort order -2147483648', values: { sort_order: -2147483648 }, accepted: true },
  { label: 'sort order 2147483647', values: { sort_order: 2147483647 }, accepted: true },
  { label: 'sort order 2147483648', values: { sort_order: 2147483648 }, accepted: false },
  { label: 'sort order -2147483649', values: { sort_order: -2147483649 }, accepted: false },
  { label: 'sort order 1.5', values: { sort_order: 1.5 }, accepted: false },
  { label: 'inactive', values: { is_active: false }, accepted: true },
]
