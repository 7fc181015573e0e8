/**
 * The country form's schema on the boundaries of the countries table's constraints
 * (tests/integration/admin/country-schema-parity.test.ts runs the same cases through
 * PostgreSQL and checks that both agree).
 */
import { describe, expect, test } from 'vitest'
import {
  countrySchema,
  emptyCountry,
  INT4_MAX,
  INT4_MIN,
  slugify,
} from '@/features/admin/countries/country-schema'
import { countryBoundaryCases } from './country-boundaries'

describe('country form schema', () => {
  test.each(countryBoundaryCases)('$label: accepted = $accepted', ({ values, accepted }) => {
    const result = countrySchema.safeParse({
      ...emptyCountry,
      name: 'Valid',
      slug: 'valid',
      ...values,
    })
    expect(result.success).toBe(accepted)
  })

  test('empty optional texts are stored as null, texts trimmed', () => {
    const result = countrySchema.parse({
      ...emptyCountry,
      name: '  New Zealand ',
      slug: 'nz',
      flag_icon: '',
      language: ' ',
      description: '',
    })
    expect(result).toEqual({
      name: 'New Zealand',
      slug: 'nz',
      flag_icon: null,
      language: null,
      description: null,
      sort_order: 0,
      is_active: true,
    })
  })

  test('the messages say what to type', () => {
    const result = countrySchema.safeParse({ ...emptyCountry, name: '', slug: 'Bad Slug' })
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    )
    expect(messages).toContain('name: Enter a name.')
    expect(messages).toContain(
      'slug: Use lower-case letters, digits and single hyphens (e.g. "nz" or "new-zealand").',
    )
  })

  test('sort order is a PostgreSQL integer', () => {
    expect(INT4_MIN).toBe(-(2 ** 31))
    expect(INT4_MAX).toBe(2 ** 31 - 1)
  })

  test('a slug is proposed from the name', () => {
    expect(slugify('New Zealand')).toBe('new-zealand')
    expect(slugify('Côte d’Ivoire')).toBe('cote-d-ivoire')
    expect(slugify('  --UK--  ')).toBe('uk')
    expect(slugify('x'.repeat(70))).toHaveLength(60)
  })
})
