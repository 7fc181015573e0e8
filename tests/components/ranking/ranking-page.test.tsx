import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { brandsQueryOptions } from '@/features/ranking/api/get-brands'
import { countryQueryOptions } from '@/features/ranking/api/get-country'
import { ComparePage } from '@/features/ranking/pages/compare-page'
import { RankingPage } from '@/features/ranking/pages/ranking-page'
import { createClient, makeBrand, renderWith } from './fixtures'

const canada = { id: 'country-ca', name: 'Canada', slug: 'ca', flag_icon: null, language: 'en-CA' }

function filledClient(category: string, names: string[]) {
  const client = createClient()
  client.setQueryData(countryQueryOptions('ca').queryKey, canada)
  client.setQueryData(
    brandsQueryOptions({ countryId: canada.id, category }).queryKey,
    names.map((name) => makeBrand({ brand_name: name })),
  )
  return client
}

describe('ranking page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2025, 4, 10), toFake: ['Date'] })
    // The brand list is refetched on mount (stale 0): keep that request pending.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  test('renders title, brands in order and the sections in the spec order', () => {
    renderWith(
      <RankingPage country="ca" category="casino" />,
      filledClient('casino', ['Alpha Casino', 'Bravo Casino']),
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '10 Best Online Casinos in Canada – May 2025',
    )
    expect(
      screen.getByText(
        'Compare the best online casinos in Canada for May 2025. Updated bonuses, trusted reviews, and expert picks.',
      ),
    ).toBeInTheDocument()
    expect(document.title).toBe('Top 10 Best Online Casinos in Canada – May 2025 | CasinoCompass')
    const names = screen
      .getAllByTestId('brand-card')
      .map((card) => within(card).getByRole('heading').textContent)
    expect(names).toEqual(['Alpha Casino', 'Bravo Casino'])
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(h2s).toEqual([
      'Casino ranking',
      'Other Categories',
      'How to Choose the Right Casino',
      'Frequently Asked Questions',
    ])
  })

  test('Other Categories link within the country and leave out the current one', () => {
    renderWith(
      <RankingPage country="ca" category="slots" />,
      filledClient('slots', ['Spin Casino']),
    )
    const section = screen.getByRole('heading', { name: 'Other Categories' }).closest('section')!
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual(['/ca/compare', '/ca/poker', '/ca/blackjack'])
    expect(within(section).getAllByText('Find out more')).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'Spin Casino' })).toBeInTheDocument()
  })

  test('the FAQ has five collapsible questions', () => {
    renderWith(
      <RankingPage country="ca" category="casino" />,
      filledClient('casino', ['Alpha Casino']),
    )
    const section = screen
      .getByRole('heading', { name: 'Frequently Asked Questions' })
      .closest('section')!
    const items = section.querySelectorAll('details')
    expect(items).toHaveLength(5)
    expect(items[0]).not.toHaveAttribute('open')
    expect(
      within(section).getByText('What are the best online casinos in Canada?'),
    ).toBeInTheDocument()
  })

  test('a failing background refetch keeps the prerendered list on screen', async () => {
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'))
    const client = filledClient('casino', ['Alpha Casino'])
    renderWith(<RankingPage country="ca" category="casino" />, client)
    await vi.waitFor(() =>
      expect(
        client.getQueryState(
          brandsQueryOptions({ countryId: canada.id, category: 'casino' }).queryKey,
        )?.status,
      ).toBe('error'),
    )
    expect(screen.getByRole('heading', { name: 'Alpha Casino' })).toBeInTheDocument()
    expect(screen.queryByText(/Error loading brands/)).not.toBeInTheDocument()
  })

  test('shows the error when nothing could be loaded', async () => {
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'))
    renderWith(<RankingPage country="ca" category="casino" />)
    expect(await screen.findByText(/^Error loading brands: /)).toBeInTheDocument()
    expect(screen.getByText('Please try again later.')).toBeInTheDocument()
  })

  test('shows skeletons while the country and brands load', () => {
    renderWith(<RankingPage country="ca" category="casino" />)
    expect(screen.getAllByTestId('brand-card-skeleton')).toHaveLength(5)
  })

  test('compare page: title, the Showing line, the table and the list', () => {
    renderWith(
      <ComparePage country="ca" />,
      filledClient('casino', ['Alpha Casino', 'Bravo Casino']),
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Compare Online Casinos in Canada',
    )
    expect(screen.getByText('Showing casino brands for CA')).toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Casino', '#1Alpha Casino', '#2Bravo Casino'])
    expect(within(table).getByRole('rowheader', { name: 'Payout speed' })).toBeInTheDocument()
    expect(screen.getAllByTestId('brand-card')).toHaveLength(2)
  })
})
