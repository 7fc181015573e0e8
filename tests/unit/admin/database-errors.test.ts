/**
 * A database refusal lands on the field its constraint names (`<table>_<column>_<kind>`),
 * with a message for its kind; anything else stays a form-level error.
 */
import { describe, expect, test } from 'vitest'
import { fieldErrorFor } from '@/features/admin/components/form/database-errors'
import { SupabaseRequestError } from '@/lib/result'

const brandFields = {
  table: 'brands',
  noun: 'brand',
  fields: ['brand_slug', 'brand_logo_url', 'pros', 'trust_icons', 'review_verdict'] as const,
  columns: { review_sections: 'review_verdict' as const },
}

const unique = (constraint: string) =>
  new SupabaseRequestError(
    { code: '23505', message: `duplicate key value violates unique constraint "${constraint}"` },
    409,
  )
const check = (constraint: string, relation = 'brands') =>
  new SupabaseRequestError(
    {
      code: '23514',
      message: `new row for relation "${relation}" violates check constraint "${constraint}"`,
    },
    400,
  )

describe('fieldErrorFor', () => {
  test.each([
    [unique('brands_brand_slug_key'), 'brand_slug', 'This slug is already used'],
    [check('brands_brand_logo_url_format'), 'brand_logo_url', 'This logo URL is not valid.'],
    [check('brands_pros_count'), 'pros', 'Too many pros.'],
    [check('brands_trust_icons_known'), 'trust_icons', 'These trust icons are not valid.'],
    [
      check('brands_review_sections_length'),
      'review_verdict',
      'These review sections are too long.',
    ],
  ])('%s lands on %s', (error, field, message) => {
    expect(fieldErrorFor(error, brandFields)).toEqual({ field, message })
  })

  test("a route guard's own words are kept", () => {
    const error = new SupabaseRequestError({
      code: '23514',
      message: 'The country "Canada" answers at /ca.',
      details: 'Refused by "pages_slug_route".',
    })
    expect(fieldErrorFor(error, { table: 'pages', noun: 'page', fields: ['slug'] })).toEqual({
      field: 'slug',
      message: 'The country "Canada" answers at /ca.',
    })
  })

  test("another table's constraint, an unknown column or kind, or another code is the form's", () => {
    expect(fieldErrorFor(unique('countries_slug_key'), brandFields)).toBeNull()
    expect(fieldErrorFor(check('brands_editor_score_range'), brandFields)).toBeNull()
    expect(fieldErrorFor(check('brands_brand_slug_unheard'), brandFields)).toBeNull()
    const denied = new SupabaseRequestError({
      code: '42501',
      message: 'permission denied for table "brands_brand_slug_key"',
    })
    expect(fieldErrorFor(denied, brandFields)).toBeNull()
    expect(fieldErrorFor(new Error('"brands_brand_slug_key"'), brandFields)).toBeNull()
  })
})
