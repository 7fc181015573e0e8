import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BrandList } from '@/features/ranking/components/brand-list'
import { makeBrand, renderWith } from './fixtures'

describe('brand list', () => {
  afterEach(() => vi.restoreAllMocks())

  test('shows five skeleton cards while loading', () => {
    renderWith(<BrandList status="pending" countryName="Canada" />)
    expect(screen.getAllByTestId('brand-card-skeleton')).toHaveLength(5)
    expect(screen.queryByTestId('brand-card')).not.toBeInTheDocument()
  })

  test('shows the error message and a retry hint', () => {
    renderWith(
      <BrandList status="error" error={new Error('connection refused')} countryName="Canada" />,
    )
    expect(screen.getByText('Error loading brands: connection refused')).toBeInTheDocument()
    expect(screen.getByText('Please try again later.')).toBeInTheDocument()
  })

  test('shows the empty state for a known country', () => {
    renderWith(<BrandList status="success" brands={[]} countryName="Canada" />)
    expect(screen.getByText('No active brands found for Canada.')).toBeInTheDocument()
    expect(
      screen.getByText(
        "We're working on adding more brands to this region. Please check back later.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
  })

  test('shows the empty state with the name of a country added in the table', () => {
    renderWith(<BrandList status="success" brands={[]} countryName="New Zealand" />)
    expect(screen.getByText('No active brands found for New Zealand.')).toBeInTheDocument()
  })

  test('shows the empty state for a country without a name', () => {
    renderWith(<BrandList status="success" brands={[]} countryName="Global" />)
    expect(screen.getByText('No active brands found for this region.')).toBeInTheDocument()
  })

  test('lists the brands in the given order with their positions', () => {
    const brands = ['Alpha Casino', 'Bravo Casino', 'Charlie Casino', 'Delta Casino'].map((name) =>
      makeBrand({ brand_name: name }),
    )
    renderWith(<BrandList status="success" brands={brands} countryName="Canada" />)
    const cards = screen.getAllByTestId('brand-card')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Alpha Casino',
      'Bravo Casino',
      'Charlie Casino',
      'Delta Casino',
    ])
    expect(within(cards[1]!).getByLabelText('Rank 2')).toHaveTextContent('2')
  })

  test('logos: the first three fetched with high priority, the rest lazily, all sized', () => {
    const brands = ['A1', 'B2', 'C3', 'D4'].map((name) => makeBrand({ brand_name: name }))
    renderWith(<BrandList status="success" brands={brands} countryName="Canada" />)
    const logos = screen.getAllByRole('img', { name: /logo$/ })
    expect(logos.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      null,
    ])
    expect(logos.map((img) => img.getAttribute('loading'))).toEqual([null, null, null, 'lazy'])
    for (const img of logos) {
      expect(img).toHaveAttribute('width', '160')
      expect(img).toHaveAttribute('height', '80')
    }
  })

  test('highlights the first card until another is hovered, and again after leaving', async () => {
    const user = userEvent.setup()
    const brands = ['Alpha Casino', 'Bravo Casino'].map((name) => makeBrand({ brand_name: name }))
    renderWith(<BrandList status="success" brands={brands} countryName="Canada" />)
    const [first, second] = screen.getAllByTestId('brand-card') as [HTMLElement, HTMLElement]
    expect(first).toHaveAttribute('data-highlighted', 'true')
    expect(second).not.toHaveAttribute('data-highlighted')
    await user.hover(second)
    expect(second).toHaveAttribute('data-highlighted', 'true')
    expect(first).not.toHaveAttribute('data-highlighted')
    await user.unhover(second)
    expect(first).toHaveAttribute('data-highlighted', 'true')
  })

  test('a failing card shows its own error and Try again, the others still render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const broken = makeBrand({
      brand_name: null as unknown as string,
      brand_slug: '',
      id: 'broken',
    })
    renderWith(
      <BrandList
        status="success"
        brands={[makeBrand({ brand_name: 'Alpha Casino' }), broken]}
        countryName="Canada"
      />,
    )
    expect(screen.getByText('Unable to load casino card')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Alpha Casino' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Unable to load casino card')).toBeInTheDocument()
  })
})
