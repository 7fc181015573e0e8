import { describe, expect, test } from 'vitest'
import {
  ctaLabel,
  currentLicence,
  fullStars,
  REVIEW_SECTIONS,
  reviewCount,
  reviewStars,
  trustLevel,
} from '@/features/reviews/lib/review-rules'

describe('review page rules', () => {
  test('editor score scaled to 5 with one decimal, default 85', () => {
    expect(reviewStars(96)).toBe(4.8)
    expect(reviewStars(87)).toBe(4.4)
    expect(reviewStars(100)).toBe(5)
    expect(reviewStars(null)).toBe(4.3)
    expect(reviewStars(undefined)).toBe(4.3)
  })
  test('full stars are the floor', () => {
    expect(fullStars(4.8)).toBe(4)
    expect(fullStars(5)).toBe(5)
  })
  test('reviews count defaults to 0', () => {
    expect(reviewCount(null)).toBe(0)
    expect(reviewCount(12)).toBe(12)
  })
  test('trust level High with trust icons, else Standard', () => {
    expect(trustLevel(['ssl'])).toBe('High')
    expect(trustLevel([])).toBe('Standard')
    expect(trustLevel(null)).toBe('Standard')
  })
  test('CTA label', () => {
    expect(ctaLabel('Claim Bonus')).toBe('Claim Bonus')
    expect(ctaLabel(null)).toBe('Play Now')
    expect(ctaLabel(' ')).toBe('Play Now')
  })
  test('the eight sections in order', () => {
    expect(REVIEW_SECTIONS.map((s) => s.title)).toEqual([
      'Overview',
      'Bonuses & Promotions',
      'Payments & Withdrawals',
      'Games & Providers',
      'Mobile Experience',
      'Security & Trust',
      'Customer Support',
      'Final Verdict',
    ])
  })
})

describe('currentLicence', () => {
  const licence = (licence_number: string, valid_from: string, valid_to: string | null) => ({
    licence_number,
    valid_from,
    valid_to,
  })

  test('the licence valid today that runs longest; none when all ended or start later', () => {
    const licences = [
      licence('old', '2020-01-01', '2025-12-31'),
      licence('short', '2026-01-01', '2026-12-31'),
      licence('open', '2026-06-01', null),
      licence('future', '2027-01-01', '2030-01-01'),
    ]
    expect(currentLicence(licences, '2026-11-27')?.licence_number).toBe('open')
    expect(currentLicence(licences, '2026-03-01')?.licence_number).toBe('short')
    expect(currentLicence(licences, '2026-12-31')?.licence_number).toBe('open')
    expect(currentLicence([licence('old', '2020-01-01', '2025-12-31')], '2026-01-01')).toBeNull()
    expect(currentLicence([licence('future', '2027-01-01', null)], '2026-12-31')).toBeNull()
  })
})
