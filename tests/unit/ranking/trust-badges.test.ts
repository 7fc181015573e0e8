import { describe, expect, test } from 'vitest'
import {
  automaticTrustBadges,
  TRUST_BADGE_CAP,
  TRUST_BADGES,
  trustBadges,
} from '@/features/ranking/lib/trust-badges'

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
