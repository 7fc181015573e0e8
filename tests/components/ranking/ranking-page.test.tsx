import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { CompareRoute } from '@/app/pages/compare-route'
import { RankingRoute } from '@/app/pages/country-route'
import { preloadBelowTheFold } from '@/features/ranking'
import { brandsQueryOptions } from '@/features/ranking/api/get-brands'
import { categoriesQueryOptions } from '@/features/ranking/api/get-categories'
import { countryQueryOptions, type Country } from '@/features/ranking/api/get-country'
import { pageQueryOptions } from '@/features/site/api/get-page'
import { createClient, makeBrand, renderWith } from './fixtures'

const canada = { id: 'country-ca', name: 'Canada', slug: 'ca', flag_icon: null, language: 'en-CA' }

/** The seed's categories plus one added in the table, as the visitor reads them (active rows). */
const categories = [
  { slug: 'casino', name: 'Online Casinos', description: 'Our full ranking.', icon: 'trophy' },
  { slug: 'slots', name: 'Slots', description: 'Slot libraries.', icon: 'cherry' },
  { slug: 'poker', name: 'Poker', description: 'Poker rooms.', icon: 'spade' },
  { slug: 'blackjack', name: 'Blackjack', description: 'Blackjack tables.', icon: 'club' },
  { slug: 'live-dealer', name: 'Live Dealer', description: 'Real tables, streamed.', icon: null },
]

function filledClient(category: string, names: string[], country: Country = canada) {
  const client = createClient()
  client.setQueryData(countryQueryOptions(country.slug).queryKey, country)
  client.setQueryData(categoriesQueryOptions().queryKey, categories)
  client.setQueryData(
    brandsQueryOptions({ countryId: country.id, category }).queryKey,
    names.map((name) => makeBrand({ brand_name: name })),
  )
  return client
}

/** The ranking routes as the app declares them (routes.tsx), at `path`. */
function renderAt(path: string, client = createClient()) {
  return renderWith(
    <Routes>
      <Route path="/:country" element={<RankingRoute />} />
      <Route path="/:country/compare" element={<CompareRoute />} />
      <Route path="/:country/:category" element={<RankingRoute />} />
    </Routes>,
    client,
    path,
  )
}

describe('ranking page', () => {
  // As the prerender does: the parts below the brand list render at once.
  beforeAll(preloadBelowTheFold)
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
    renderAt('/ca', filledClient('casino', ['Alpha Casino', 'Bravo Casino']))
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
    renderAt('/ca/slots', filledClient('slots', ['Spin Casino']))
    const section = screen.getByRole('heading', { name: 'Other Categories' }).closest('section')!
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual(['/ca/compare', '/ca/poker', '/ca/blackjack', '/ca/live-dealer'])
    expect(within(section).getAllByText('Find out more')).toHaveLength(4)
    expect(within(section).getByText('Real tables, streamed.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Spin Casino' })).toBeInTheDocument()
  })

  test('the FAQ has five collapsible questions', () => {
    renderAt('/ca', filledClient('casino', ['Alpha Casino']))
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
    renderAt('/ca', client)
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
    renderAt('/ca')
    expect(await screen.findByText(/^Error loading brands: /)).toBeInTheDocument()
    expect(screen.getByText('Please try again later.')).toBeInTheDocument()
  })

  test('shows skeletons while the country and brands load', () => {
    renderAt('/ca')
    expect(screen.getAllByTestId('brand-card-skeleton')).toHaveLength(5)
  })

  test('a country added in the table shows the name of its row', () => {
    const zealand = {
      id: 'country-nz',
      name: 'New Zealand',
      slug: 'nz',
      flag_icon: '🇳🇿',
      language: 'en-NZ',
    }
    renderAt('/nz', filledClient('casino', ['Kiwi Casino'], zealand))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '10 Best Online Casinos in New Zealand – May 2025',
    )
    expect(document.title).toBe(
      'Top 10 Best Online Casinos in New Zealand – May 2025 | CasinoCompass',
    )
    expect(screen.getByRole('heading', { name: 'Kiwi Casino' })).toBeInTheDocument()
  })

  test('a slug with neither an active country nor a published page is the 404 page, and waits for both rows first', () => {
    const { unmount } = renderAt('/nowhere')
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    unmount()
    const client = createClient()
    client.setQueryData(countryQueryOptions('nowhere').queryKey, null)
    client.setQueryData(pageQueryOptions('nowhere').queryKey, null)
    renderAt('/nowhere', client)
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  test('a category page shows its row; a category without an active row is the 404 page', () => {
    renderAt('/ca/live-dealer', filledClient('live-dealer', ['Alpha Casino']))
    expect(screen.getByText('Category: Live Dealer')).toBeInTheDocument()
    expect(screen.getAllByText('Real tables, streamed.').length).toBeGreaterThan(0)
    renderAt('/ca/roulette', filledClient('roulette', []))
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  test('compare page: title, the Showing line, the table and the list', () => {
    renderAt('/ca/compare', filledClient('casino', ['Alpha Casino', 'Bravo Casino']))
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
