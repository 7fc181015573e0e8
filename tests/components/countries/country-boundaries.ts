/**
 * Values on both sides of every countries constraint, with whether the table accepts
 * them. The schema test and the database parity test both run these cases.
 */
import type { CountryFormValues } from '../../../src/features/admin/countries/country-schema.ts'
import {
  descriptionCases,
  FLAG,
  nameCases,
  slugLengthCases,
  sortOrderAndActiveCases,
  type BoundaryCase,
} from '../admin/catalog-boundaries'

export const countryBoundaryCases: BoundaryCase<CountryFormValues>[] = [
  ...nameCases,
  ...slugLengthCases,
  { label: 'slug "new-zealand-2"', values: { slug: 'new-zealand-2' }, accepted: true },
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
  ...descriptionCases,
  ...sortOrderAndActiveCases,
]
