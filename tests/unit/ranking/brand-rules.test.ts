import { describe, expect, test } from 'vitest'
import {
  CARD_DEFAULTS,
  cardMetrics,
  cardTrustIcons,
  cardValues,
  mainBadge,
  microcopy,
  nameToSlug,
  reviewSlug,
  storedMetrics,
} from '@/features/ranking/lib/brand-rules'

describe('card defaults', () => {
  test('empty fields take the spec defaults', () => {
    expect(
      cardValues({
        bonus_text: null,
        user_rating: null,
        user_rating_votes: 0,
        editor_score: 0,
        today_picked_count: 0,
      }),
    ).toEqual({
      bonusText: 'Special Bonus Available',
      userRating: 4,
      votes: 1000,
      editorScore: 90,
      pickedToday: 100,
    })
    expect(cardValues({ bonus_text: '   ' }).bonusText).toBe(CARD_DEFAULTS.bonusText)
  })

  test('filled fields are kept', () => {
    expect(
      cardValues({
        bonus_text: '100% up to C$500',
        user_rating: 4.7,
        user_rating_votes: 12,
        editor_score: 97,
        today_picked_count: 300,
      }),
    ).toEqual({
      bonusText: '100% up to C$500',
      userRating: 4.7,
      votes: 12,
      editorScore: 97,
      pickedToday: 300,
    })
  })
})

describe('main badge', () => {
  test("position 1 is EDITOR'S CHOICE whatever else is set", () => {
    expect(mainBadge({ label_tag: 'New', editor_score: 50 }, 1)).toBe("EDITOR'S CHOICE")
  })
  test('otherwise the label tag, upper-cased', () => {
    expect(mainBadge({ label_tag: 'Fast Payouts', editor_score: 99 }, 2)).toBe('FAST PAYOUTS')
  })
  test('otherwise TOP RATED from an editor score of 95', () => {
    expect(mainBadge({ editor_score: 95, user_rating: 3 }, 3)).toBe('TOP RATED')
    expect(mainBadge({ editor_score: 94, user_rating: 3 }, 3)).toBeNull()
  })
  test('otherwise POPULAR from a rating of 4.5', () => {
    expect(mainBadge({ editor_score: 80, user_rating: 4.5 }, 4)).toBe('POPULAR')
    expect(mainBadge({ editor_score: 80, user_rating: 4.49 }, 4)).toBeNull()
  })
  test('a blank label tag does not count and defaults apply (score 90, rating 4): none', () => {
    expect(mainBadge({ label_tag: ' ' }, 5)).toBeNull()
  })
})

describe('trust icons on the card', () => {
  test('Licensed when active, Best Payouts from rating 4, Mobile Friendly always', () => {
    expect(cardTrustIcons({ is_active: true, user_rating: 4 })).toEqual([
      'Licensed',
      'Best Payouts',
      'Mobile Friendly',
    ])
    expect(cardTrustIcons({ is_active: false, user_rating: 3.9 })).toEqual(['Mobile Friendly'])
  })
  test('never more than 3', () => {
    expect(cardTrustIcons({ is_active: true, user_rating: 5 }).length).toBeLessThanOrEqual(3)
  })
})

describe('microcopy', () => {
  test('a name with 888 wins', () => {
    expect(microcopy({ brand_name: '888 Casino', editor_score: 99 })).toBe(
      'Payouts in 24h • 2,000+ games',
    )
  })
  test('editor score of 95 or more', () => {
    expect(microcopy({ brand_name: 'Maple', editor_score: 95 })).toBe('Trusted by 50,000+ players')
  })
  test('otherwise', () => {
    expect(microcopy({ brand_name: 'Maple', editor_score: 94 })).toBe(
      'Fast payouts • Licensed operator',
    )
  })
})

describe('metrics', () => {
  test('RTP 97.8% from rating 4 and Picked Today above 50', () => {
    expect(cardMetrics({ user_rating: 4, today_picked_count: 51 })).toEqual([
      { label: 'RTP', value: '97.8%' },
      { label: 'Picked Today', value: '51' },
    ])
  })
  test('50 picks is not enough; a low rating has no RTP', () => {
    expect(cardMetrics({ user_rating: 3.9, today_picked_count: 50 })).toEqual([])
  })
  test('free slots are filled from the stored metrics, at most two in all', () => {
    const metrics = [
      { label: 'Payout', value: 'Within 24 hours' },
      { label: 'Games', value: '2,000+' },
    ]
    expect(cardMetrics({ user_rating: 4.5, today_picked_count: 10, metrics })).toEqual([
      { label: 'RTP', value: '97.8%' },
      { label: 'Payout', value: 'Within 24 hours' },
    ])
    expect(cardMetrics({ user_rating: 3, today_picked_count: 10, metrics })).toEqual(metrics)
  })
  test('the default picked count (100) shows when the field is empty', () => {
    expect(cardMetrics({ user_rating: 3, today_picked_count: 0 })).toEqual([
      { label: 'Picked Today', value: '100' },
    ])
  })
  test('malformed stored metrics are ignored', () => {
    expect(storedMetrics([{ label: 'A' }, 'x', null, { label: 'B', value: '1' }])).toEqual([
      { label: 'B', value: '1' },
    ])
    expect(storedMetrics({})).toEqual([])
  })
})

describe('review link', () => {
  test('the brand name lower-cased with hyphens', () => {
    expect(nameToSlug('Maple Crown  Casino')).toBe('maple-crown-casino')
  })
  test('the stored slug when present', () => {
    expect(reviewSlug({ brand_name: 'Berliner Glück', brand_slug: 'berliner-glueck' })).toBe(
      'berliner-glueck',
    )
    expect(reviewSlug({ brand_name: 'Polar Spins', brand_slug: '' })).toBe('polar-spins')
  })
})
