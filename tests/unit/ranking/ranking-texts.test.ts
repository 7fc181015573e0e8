import { describe, expect, test } from 'vitest'
import { getCountryName } from '@/config/countries'
import { categoryLabel, otherCategories } from '@/features/ranking/lib/categories'
import { rankingFaq } from '@/features/ranking/lib/faq'
import {
  rankingHeading,
  rankingSubtitle,
  rankingTitle,
} from '@/features/ranking/lib/ranking-heading'
import { NO_VOTE_LABEL, ratingLabel } from '@/features/ranking/lib/star-labels'

const may2025 = new Date(2025, 4, 10)

describe('ranking page texts', () => {
  test.each([
    ['ca', 'Canada'],
    ['uk', 'United Kingdom'],
    ['de', 'Germany'],
    ['au', 'Australia'],
    ['se', 'Sweden'],
    ['hu', 'Hungary'],
    ['hr', 'Croatia'],
    ['ro', 'Romania'],
    ['us', 'Global'],
    ['fr', 'Global'],
  ])('country %s is named %s', (slug, name) => {
    expect(getCountryName(slug)).toBe(name)
  })

  test('heading, subtitle and title with month and year', () => {
    expect(rankingHeading('Canada', may2025)).toBe('10 Best Online Casinos in Canada – May 2025')
    expect(rankingSubtitle('Global', may2025)).toBe(
      'Compare the best online casinos in Global for May 2025. Updated bonuses, trusted reviews, and expert picks.',
    )
    expect(rankingTitle('Canada', may2025)).toBe(
      'Top 10 Best Online Casinos in Canada – May 2025 | CasinoCompass',
    )
  })

  test('Other Categories leave out the current one', () => {
    expect(otherCategories('casino').map((c) => c.slug)).toEqual(['slots', 'poker', 'blackjack'])
    expect(otherCategories('slots').map((c) => c.slug)).toEqual(['compare', 'poker', 'blackjack'])
    expect(otherCategories('live-casino').map((c) => c.slug)).toEqual([
      'compare',
      'slots',
      'poker',
      'blackjack',
    ])
    expect(categoryLabel('live-casino')).toBe('Live Casino')
  })

  test('five FAQ entries, the first naming the country', () => {
    const faq = rankingFaq('Canada')
    expect(faq).toHaveLength(5)
    expect(faq[0]?.question).toBe('What are the best online casinos in Canada?')
    expect(faq.map((entry) => entry.question).join(' ')).toMatch(
      /rank.*safe.*bonuses.*withdrawals/i,
    )
  })

  test('star labels', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual([
      'Awful',
      'Poor',
      'Decent',
      'Great',
      'Amazing',
    ])
    expect(ratingLabel(0)).toBe(NO_VOTE_LABEL)
    expect(NO_VOTE_LABEL).toBe('Please Vote!')
  })
})
