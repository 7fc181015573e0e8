/**
 * What the router must keep for the public site: the current page stays on screen while
 * the next page's code loads, and navigation links mark the current page.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { lazy } from 'react'
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { countriesQueryOptions } from '@/features/site'
import { PublicLayout } from '@/features/site/components/public-layout'
import { createQueryClient } from '@/lib/query-client'
import { renderRoute } from './render'

describe('navigation', () => {
  test("the current page stays on screen while the next page's code loads", async () => {
    let arrive: () => void = () => {}
    const NextPage = lazy(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Next page</h1> })
        }),
    )
    // The layout reads the active countries on country-like paths (/first): none here.
    const queryClient = createQueryClient()
    queryClient.setQueryData(countriesQueryOptions().queryKey, [])
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/first']}>
          <Routes>
            <Route
              element={
                <PublicLayout>
                  <Outlet />
                </PublicLayout>
              }
            >
              <Route
                path="/first"
                element={
                  <>
                    <h1>First page</h1>
                    <Link to="/next">Go on</Link>
                  </>
                }
              />
              <Route path="/next" element={<NextPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    )

    fireEvent.click(screen.getByRole('link', { name: 'Go on' }))
    expect(screen.getByRole('heading', { level: 1, name: 'First page' })).toBeVisible()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    await act(async () => arrive())
    expect(await screen.findByRole('heading', { level: 1, name: 'Next page' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'First page' })).not.toBeInTheDocument()
  })

  test('the header marks the current page with aria-current, on its own path only', () => {
    renderRoute('/uk/slots')

    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Compare' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'Poker' })).not.toHaveAttribute('aria-current')
  })
})
