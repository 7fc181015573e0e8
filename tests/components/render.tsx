/**
 * Renders UI the way the app does (query client, routes) for component tests: a fresh
 * QueryClient without retries per test, so one test's cache or failure never leaks.
 */
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app-routes'
import { AppProvider } from '@/app/provider'

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

/** Renders `ui` inside the providers and the app's router at `path`, kept in memory. */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    queryClient = createTestQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  return {
    queryClient,
    ...render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProvider>,
    ),
  }
}

/** Renders the whole route table at `path` (with `queryClient`'s data, when given). */
export function renderRoute(path: string, queryClient?: QueryClient) {
  return renderWithProviders(<AppRoutes />, { path, queryClient })
}
