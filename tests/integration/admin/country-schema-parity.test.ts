/**
 * The country form's schema and the countries table agree on every boundary case: a
 * value the form accepts is one the database accepts, and the reverse.
 */
import { describe, expect, test } from 'vitest'
import {
  countrySchema,
  emptyCountry,
} from '../../../src/features/admin/countries/country-schema.ts'
import { countryBoundaryCases } from '../../components/countries/country-boundaries.ts'
import { insertAccepted } from '../support/rolled-back.ts'

const COLUMNS = ['name', 'slug', 'flag_icon', 'language', 'description', 'sort_order', 'is_active']

/** Tries the insert in a transaction that is always rolled back. */
function databaseAccepts(values: Record<string, unknown>): Promise<boolean> {
  const row = {
    name: 'Valid',
    slug: `parity-${Math.random().toString(36).slice(2, 10)}`,
    flag_icon: null,
    language: null,
    description: null,
    sort_order: 0,
    is_active: true,
    ...values,
  }
  return insertAccepted('countries', COLUMNS, row)
}

describe('country schema and countries table', () => {
  test.each(countryBoundaryCases)('$label', async ({ values, accepted }) => {
    const dbValues = { ...values } as Record<string, unknown>
    // The form stores an empty optional text as null; the cases use real values.
    const form = countrySchema.safeParse({
      ...emptyCountry,
      name: 'Valid',
      slug: 'valid',
      ...values,
    })
    expect(form.success).toBe(accepted)
    expect(await databaseAccepts(dbValues)).toBe(accepted)
  })
})
