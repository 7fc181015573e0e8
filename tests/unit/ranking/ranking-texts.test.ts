import { describe, expect, test } from 'vitest'
import { getCountryName } from '@/config/countries'
import { otherCategories, type CategoryRow } from '@/features/ranking/lib/categories'
import { categoryLabel, resolveRankingCatalog } from '@/features/ranking/lib/ranking-catalog'
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

  test('a launch country keeps its spec name; another country has the name of its row', () => {
    expect(getCountryName('ca', 'Kanada')).toBe('Canada')
    expect(getCountryName('nz', 'New Zealand')).toBe('New Zealand')
    expect(getCountryName('nz', '')).toBe('Global')
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

  test('Other Categories: every active row but the current one, the default one as compare', () => {
    const row = (slug: string): CategoryRow => ({ slug, name: slug, description: null, icon: null })
    const rows = ['casino', 'slots', 'poker', 'blackjack', 'live-dealer'].map(row)
    const hrefs = (current: string) => otherCategories(rows, 'nz', current).map((c) => c.href)
    expect(hrefs('casino')).toEqual(['/nz/slots', '/nz/poker', '/nz/blackjack', '/nz/live-dealer'])
    expect(hrefs('slots')).toEqual(['/nz/compare', '/nz/poker', '/nz/blackjack', '/nz/live-dealer'])
    expect(otherCategories(rows.slice(0, 2), 'ca', 'live-dealer').map((c) => c.href)).toEqual([
      '/ca/compare',
      '/ca/slots',
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

describe('what a ranking URL resolves to', () => {
  const slots: CategoryRow = {
    slug: 'slots',
    name: 'Slot Games',
    description: 'Reels.',
    icon: null,
  }
  const live: CategoryRow = { slug: 'live', name: 'Live Dealer', description: null, icon: 'video' }
  const base = { country: 'ca', category: 'casino', countryRow: undefined, categories: undefined }

  test('a slug with no active country row: the 404 page, but a two-letter code is Global', () => {
    expect(
      resolveRankingCatalog({ ...base, country: 'atlantis', countryRow: null, loading: false })
        .status,
    ).toBe('not-found')
    expect(
      resolveRankingCatalog({ ...base, country: 'us', countryRow: null, loading: false }),
    ).toMatchObject({ status: 'ready', countryName: 'Global' })
  })

  test('a category without an active row: the 404 page, once the rows are read', () => {
    const input = { ...base, category: 'roulette', countryRow: { name: 'Canada' } }
    expect(resolveRankingCatalog({ ...input, loading: true }).status).toBe('pending')
    expect(resolveRankingCatalog({ ...input, categories: [slots], loading: false }).status).toBe(
      'not-found',
    )
  })

  test('the default category needs no row', () => {
    const resolved = resolveRankingCatalog({
      ...base,
      countryRow: { name: 'x' },
      categories: [],
      loading: false,
    })
    expect(resolved).toMatchObject({ status: 'ready', categoryName: 'Online Casinos' })
  })

  test('a launch country and category show at once with the spec names', () => {
    const resolved = resolveRankingCatalog({ ...base, category: 'slots', loading: true })
    expect(resolved).toMatchObject({
      status: 'ready',
      countryName: 'Canada',
      categoryName: 'Slots',
    })
  })

  test("another country waits for its row, then shows the row's name", () => {
    const input = { ...base, country: 'new-zealand' }
    expect(resolveRankingCatalog({ ...input, loading: true }).status).toBe('pending')
    expect(
      resolveRankingCatalog({ ...input, countryRow: { name: 'New Zealand' }, loading: true }),
    ).toMatchObject({ status: 'ready', countryName: 'New Zealand' })
  })

  test("a category's name and description come from its row", () => {
    const resolved = resolveRankingCatalog({
      ...base,
      category: 'live',
      countryRow: { name: 'Canada' },
      categories: [slots, live],
      loading: false,
    })
    expect(resolved).toMatchObject({ categoryName: 'Live Dealer', categoryDescription: null })
    expect(
      resolveRankingCatalog({ ...base, category: 'slots', categories: [slots], loading: false }),
    ).toMatchObject({ categoryName: 'Slot Games', categoryDescription: 'Reels.' })
  })

  test('a failed read shows the page with the names known', () => {
    expect(resolveRankingCatalog({ ...base, country: 'nz', loading: false })).toMatchObject({
      status: 'ready',
      countryName: 'Global',
    })
  })
})
