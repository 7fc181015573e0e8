import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { NotFoundPage, pageQueryOptions } from '@/features/site'
import { countryQueryOptions } from '@/features/ranking/api/get-country'
import { createTestQueryClient, renderRoute, renderWithProviders } from './render'

describe('404 page', () => {
  test("shows 'Page not found' with links to the Canadian casinos and home", () => {
    renderWithProviders(<NotFoundPage />, { path: '/nowhere' })

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visit Canadian Casinos' })).toHaveAttribute(
      'href',
      '/ca',
    )
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  test('sets the page title and keeps the page out of search results', () => {
    renderWithProviders(<NotFoundPage />, { path: '/nowhere' })

    // React 19 hoists <title> and <meta> into document.head.
    expect(document.title).toBe('Page not found | CasinoCompass')
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test.each(['/nowhere', '/a/b/c', '/CA', '/ca/Slots', '/reviews', '/administrator'])(
    '%s is an unknown path and shows the 404 page inside the public layout',
    (path) => {
      // A one-segment path could be a country added in the table or a page created in the
      // admin: the database says neither.
      const client = createTestQueryClient()
      client.setQueryData(countryQueryOptions(path.slice(1)).queryKey, null)
      client.setQueryData(pageQueryOptions(path.slice(1)).queryKey, null)
      renderRoute(path, client)

      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
      expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    },
  )

  test('the header on the 404 page links the categories to their guide pages', () => {
    renderRoute('/nowhere')

    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/ca')
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots')
  })
})
