/**
 * Server render of one public URL, for the prerender step of the build (scripts/prerender.ts
 * loads this module from the SSR build). `prefetchRoute` fills a query client with what the
 * page reads; `render` turns the URL into markup and the dehydrated query state, which the
 * prerender writes into a file of its own that the page loads before hydrateRoot.
 *
 * React 19 emits the page's <title>, <meta> and <link> tags at the start of `html`
 * (there is no <html> element in this tree): the prerender moves them into <head>.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app-routes'
import { preloadRouteCode } from '@/app/preload-route-code'
import { AppProvider } from '@/app/provider'
import { getCategories, preloadBelowTheFold } from '@/features/ranking'
import { listActiveBrandSlugs } from '@/features/reviews'
import { getCountries, listPublishedPageSlugs, preloadSiteContent } from '@/features/site'
import { getPostgrest } from '@/lib/postgrest'
import { createQueryClient } from '@/lib/query-client'
import { unwrap } from '@/lib/result'

export { prefetchRoute } from '@/app/prefetch'

/**
 * The slugs of the published pages and of the active brands, countries and categories
 * (read as a visitor: RLS shows those rows only): the prerender builds their pages and
 * lists them in the sitemap.
 */
export async function listPublicCatalog() {
  const [pageSlugs, brandSlugs, countries, categories] = await Promise.all([
    listPublishedPageSlugs(),
    listActiveBrandSlugs(),
    getCountries(),
    getCategories(),
  ])
  return {
    pageSlugs,
    brandSlugs,
    countrySlugs: countries.map((country) => country.slug),
    categorySlugs: categories.map((category) => category.slug),
  }
}

/**
 * The active code snippets in their placement's order (read as a visitor: RLS shows the
 * active ones only), which the prerender puts into every public page.
 */
export async function listActiveSnippets() {
  const query = (await getPostgrest())
    .from('code_snippets')
    .select('location, code, allowed_origins')
    .eq('is_active', true)
    .order('sort_order')
    .order('name')
  return unwrap(await query)
}

/** Loads every code-split part of the public pages, so that `render` outputs all of it. */
export async function preloadAllCode(): Promise<void> {
  await Promise.all([preloadSiteContent(), preloadRouteCode(), preloadBelowTheFold()])
}
export { createQueryClient }

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
