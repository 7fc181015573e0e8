/**
 * Server render of one public URL, for the prerender step of the build. The caller may
 * pass a query client it has already filled (prefetchQuery) so the HTML contains data;
 * `dehydratedState` then goes into the page as window.__REACT_QUERY_STATE__.
 *
 * React 19 emits the page's <title>, <meta> and <link> tags at the start of `html`
 * (there is no <html> element in this tree): the prerender moves them into <head>.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app-routes'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'

export { routes } from '@/app/routes'

export function render(url: string, queryClient: QueryClient = createQueryClient()) {
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  )
  return { html, dehydratedState: dehydrate(queryClient) }
}
