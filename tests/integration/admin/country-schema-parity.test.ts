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
import { sql } from '../support/clients.ts'

/** Tries the insert in a transaction that is always rolled back. */
async function databaseAccepts(values: Record<string, unknown>): Promise<boolean> {
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
  try {
    await sql(
      `do $$ begin
         insert into public.countries (name, slug, flag_icon, language, description, sort_order, is_active)
         select name, slug, flag_icon, language, description, sort_order, is_active
         from json_populate_record(null::public.countries, ${literal(JSON.stringify(row))}::json);
         raise exception 'rollback' using errcode = 'P0999';
       end $$`,
    )
    return true
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'P0999') return true
    if (code === '23514' || code === '22003' || code === '22P02') return false
    throw error
  }
}

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`
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
