/**
 * The brand form's schema on the boundaries of the brands table's constraints
 * (tests/integration/admin/brand-schema-parity.test.ts runs the same cases through
 * PostgreSQL and checks that both agree).
 */
import { describe, expect, test } from 'vitest'
import { brandSchema, emptyBrand } from '@/features/admin/brands/brand-schema'
import { brandBoundaryCases, offerBoundaryCases } from './brand-boundaries'

const valid = { ...emptyBrand, brand_name: 'Valid', brand_slug: 'valid', country_id: 'c1' }

describe('brand form schema', () => {
  test.each(brandBoundaryCases)('$label: accepted = $accepted', ({ values, accepted }) => {
    expect(brandSchema.safeParse({ ...valid, ...values }).success).toBe(accepted)
  })

  test.each(offerBoundaryCases)('offer: $label: accepted = $accepted', ({ values, accepted }) => {
    expect(brandSchema.safeParse({ ...valid, ...values }).success).toBe(accepted)
  })

  test('what is saved of the offer: blank terms null, no wagering target null', () => {
    const saved = brandSchema.parse({
      ...valid,
      bonus_amount: ' £100 ',
      max_bet: '  ',
      wagering_applies_to: '',
      promo_code: '',
    })
    expect(saved).toMatchObject({
      bonus_amount: '£100',
      max_bet: null,
      wagering_applies_to: null,
      promo_code: null,
      bonus_products: ['casino'],
      first_deposit_offer: false,
    })
  })

  test('what is saved: trimmed texts, empty ones null, list entries as strings', () => {
    const saved = brandSchema.parse({
      ...valid,
      brand_name: '  Royal Spin ',
      bonus_text: '   ',
      pros: [{ value: ' Fast ' }],
      metrics: [{ label: ' RTP ', value: '97%' }],
    })
    expect(saved).toMatchObject({
      brand_name: 'Royal Spin',
      bonus_text: null,
      destination_url: null,
      pros: ['Fast'],
      metrics: [{ label: 'RTP', value: '97%' }],
    })
  })

  test('a blank list entry is refused on that entry', () => {
    const result = brandSchema.safeParse({ ...valid, cons: [{ value: ' ' }] })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['cons', 0, 'value'])
  })
})
