/**
 * The brand form's schema and the brands table agree on every boundary case: a value the
 * form accepts is one the database accepts, and the reverse (except the few cases where
 * the form is knowingly stricter, each saying why). Inserted as the form's save does,
 * through save_brand(), as the seeded editor, in a transaction always rolled back.
 */
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  brandFormValues,
  brandSchema,
  emptyBrand,
  type BrandFormValues,
} from '../../../src/features/admin/brands/brand-schema.ts'
import { brandBoundaryCases, offerBoundaryCases } from '../../components/brands/brand-boundaries.ts'
import { signInAs, sql } from '../support/clients.ts'
import { acceptedAndRolledBack, literal } from '../support/rolled-back.ts'

let countryId = ''
/** A signed-in editor's JWT claims: staff rights need the live session they name. */
let editorClaims = ''

beforeAll(async () => {
  const [country] = await sql<{ id: string }>(`select id from public.countries limit 1`)
  const { data } = await (await signInAs('editor')).auth.getSession()
  countryId = country!.id
  editorClaims = JSON.stringify(decodeJwt(data.session!.access_token))
})

/**
 * The columns as the form's values stand, untrimmed; an empty text is null, as the form
 * stores it (an empty logo URL would break its pattern, not the form's intent).
 */
function columns({ pros, cons, category_ids: _categories, ...values }: BrandFormValues) {
  return {
    ...Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
    ),
    pros: pros.map((entry) => entry.value),
    cons: cons.map((entry) => entry.value),
  }
}

/** Runs save_brand() as the editor (RLS, grants) and always rolls back. */
function databaseAccepts(values: Record<string, unknown>): Promise<boolean> {
  return acceptedAndRolledBack(
    `perform set_config('request.jwt.claims', ${literal(editorClaims)}, true);
     set local role authenticated;
     perform public.save_brand(${literal(JSON.stringify(values))}::jsonb, '{}'::uuid[]);`,
  )
}

describe('brand schema and brands table', () => {
  test.each([...brandBoundaryCases, ...offerBoundaryCases])(
    '$label',
    async ({ values, accepted, database }) => {
      const form: BrandFormValues = {
        ...emptyBrand,
        brand_name: 'Valid',
        brand_slug: `parity-${Math.random().toString(36).slice(2, 10)}`,
        country_id: countryId,
        ...values,
      }
      expect(brandSchema.safeParse(form).success).toBe(accepted)
      expect(await databaseAccepts(columns(form))).toBe(database ?? accepted)
    },
  )
})

describe('the stored brands and the form', () => {
  // An editor must be able to open any brand and save it unchanged: the form may be no
  // stricter than what the content already holds.
  test('every brand, read as the form reads it, passes the form schema', async () => {
    const editor = await signInAs('editor')
    const { data, error } = await editor.from('brands').select('*, brand_categories(category_id)')
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(10)
    const refused = data!
      .map(({ brand_categories, ...row }) => ({
        name: row.brand_name,
        result: brandSchema.safeParse(
          brandFormValues({
            ...row,
            category_ids: brand_categories.map((tag) => tag.category_id),
          }),
        ),
      }))
      .filter(({ result }) => !result.success)
      .map(({ name, result }) => `${name}: ${result.error?.issues[0]?.path.join('.')}`)
    expect(refused).toEqual([])
  })
})
