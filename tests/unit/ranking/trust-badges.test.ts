import { describe, expect, test } from 'vitest'
import { cardTrustIcons } from '@/features/ranking/lib/brand-rules'
import {
  automaticTrustBadges,
  TRUST_BADGE_CAP,
  TRUST_BADGES,
  TRUST_CLAIMS,
  trustBadges,
  trustClaims,
} from '@/features/ranking/lib/trust-badges'
import { cardClaims } from '@/features/ranking/lib/trust-claims'

const ALWAYS = [
  'ssl',
  'licensed',
  'secure_payments',
  'mobile_friendly',
  'support_24_7',
  'fast_payouts',
]

describe('trust badge list', () => {
  test('fast_payouts reads Payouts in 24 Hours and every key has a text', () => {
    expect(TRUST_BADGES.fast_payouts.label).toBe('Payouts in 24 Hours')
    for (const badge of Object.values(TRUST_BADGES)) {
      expect(badge.label).not.toBe('')
      expect(badge.description).not.toBe('')
    }
    expect(Object.keys(TRUST_BADGES)).toHaveLength(20)
  })

  test('always the six base badges, capped at 6', () => {
    expect(automaticTrustBadges({ editor_score: 99, user_rating: 5, brand_name: '888' })).toEqual(
      ALWAYS,
    )
    expect(TRUST_BADGE_CAP).toBe(6)
  })

  test('extras in order when the cap allows: top_rated, player_trusted, editor_choice, 888 badges', () => {
    expect(
      automaticTrustBadges({ editor_score: 98, user_rating: 4.5, brand_name: '888 Casino' }, 20),
    ).toEqual([
      ...ALWAYS,
      'top_rated',
      'player_trusted',
      'editor_choice',
      'casino_experience',
      'game_variety',
    ])
    expect(
      automaticTrustBadges({ editor_score: 94, user_rating: 4.4, brand_name: 'Maple' }, 20),
    ).toEqual(ALWAYS)
    expect(
      automaticTrustBadges({ editor_score: 95, user_rating: 4.4, brand_name: 'Maple' }, 20),
    ).toEqual([...ALWAYS, 'top_rated'])
  })

  test('smaller caps for tighter layouts', () => {
    expect(automaticTrustBadges({}, 4)).toEqual(ALWAYS.slice(0, 4))
  })

  test("a brand's own trust icons win, unknown keys and duplicates dropped", () => {
    expect(trustBadges({ trust_icons: ['kyc', 'bogus', 'kyc', 'high_rtp'] })).toEqual([
      'kyc',
      'high_rtp',
    ])
    expect(trustBadges({ trust_icons: [] })).toEqual(ALWAYS)
  })
})

describe('trust claims (the card, the compare table and the review)', () => {
  test("the card's claims are its spec icons, each with the key the table and the review read", () => {
    expect(cardClaims({ is_active: true, user_rating: 4 })).toEqual([
      { key: 'licensed', label: 'Licensed' },
      { key: 'best_payouts', label: 'Best Payouts' },
      { key: 'mobile_friendly', label: 'Mobile Friendly' },
    ])
    expect(cardClaims({ is_active: false, user_rating: 3.9 })).toEqual([
      { key: 'mobile_friendly', label: 'Mobile Friendly' },
    ])
    for (const brand of [{ is_active: true, user_rating: 4.6 }, { is_active: false }, {}]) {
      const claims = cardClaims(brand)
      expect(claims.map((claim) => claim.label)).toEqual(cardTrustIcons(brand))
      // The same text wherever the claim shows.
      for (const { key, label } of claims) expect(TRUST_CLAIMS[key].label).toBe(label)
    }
  })

  test("the card's claims first, then the brand's own icons, uncapped and without repeats", () => {
    const own = [
      'ssl',
      'licensed',
      'secure_payments',
      'fast_payouts',
      'support_24_7',
      'kyc',
      'high_rtp',
    ]
    expect(trustClaims({ is_active: true, user_rating: 4.6, trust_icons: own })).toEqual([
      'licensed',
      'best_payouts',
      'mobile_friendly',
      'ssl',
      'secure_payments',
      'fast_payouts',
      'support_24_7',
      'kyc',
      'high_rtp',
    ])
  })

  test('Mobile Friendly is claimed though the Trust tab leaves it unchecked (SPEC.md section 9)', () => {
    expect(trustClaims({ is_active: true, user_rating: 3, trust_icons: ['ssl'] })).toEqual([
      'licensed',
      'mobile_friendly',
      'ssl',
    ])
  })

  test('without icons of its own, the automatic list after the card claims, uncapped', () => {
    expect(trustClaims({ is_active: true, user_rating: 4.5, editor_score: 98 })).toEqual([
      'licensed',
      'best_payouts',
      'mobile_friendly',
      'ssl',
      'secure_payments',
      'support_24_7',
      'fast_payouts',
      'top_rated',
      'player_trusted',
      'editor_choice',
    ])
  })

  test("Best Payouts is a claim's text, not a key the admin can tick", () => {
    expect(TRUST_CLAIMS.best_payouts.label).toBe('Best Payouts')
    expect(Object.hasOwn(TRUST_BADGES, 'best_payouts')).toBe(false)
  })
})
