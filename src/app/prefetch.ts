/**
 * What a server render of a public URL needs in its query cache: the prerender calls
 * `prefetchRoute` before `render`, and the filled cache is dehydrated into the page, so
 * the HTML holds the content and the browser hydrates without refetching (except the
 * brand list, whose staleTime 0 the spec wants refetched).
 *
 * The URL is matched against the same route table the app renders; each feature exports
 * the prefetch of its own queries.
 */
import type { QueryClient } from '@tanstack/react-query'
import { DEFAULT_CATEGORY, INFO_PAGE_KEYS, isCategoryParam, isCountryParam } from '@/config/paths'
import { prefetchCompare, prefetchRanking } from '@/features/ranking'
import { prefetchReview } from '@/features/reviews'
import {
  prefetchCountries,
  prefetchFooterPages,
  prefetchPage,
  prefetchPublicSettings,
} from '@/features/site'
import { findRoute } from './routes'

/** The country of an explicit route id ('ranking-uk' -> 'uk'), or the :country param. */
function countryOf(routeId: string, params: Record<string, string | undefined>) {
  const explicit = /^(?:ranking|compare|category)-([a-z]{2})$/.exec(routeId)
  return explicit?.[1] ?? params.country
}

const isInfoPage = (id: string) => (INFO_PAGE_KEYS as readonly string[]).includes(id)

/** Every public page has the footer (its page links are rows) and states the public settings
 * (site name, facts, its country's helpline). */
export async function prefetchRoute(queryClient: QueryClient, url: string): Promise<void> {
  await Promise.all([
    prefetchFooterPages(queryClient),
    prefetchPublicSettings(queryClient),
    prefetchRouteData(queryClient, url),
  ])
}

async function prefetchRouteData(queryClient: QueryClient, url: string): Promise<void> {
  const { pathname } = new URL(url, 'http://prerender.local')
  const match = findRoute(pathname)
  if (!match) return
  const { id } = match.route
  const { params } = match
  const kind = id.replace(/-[a-z]{2}$/, '')

  if (isInfoPage(id)) {
    await prefetchPage(queryClient, id)
    return
  }

  if (kind === 'landing') {
    await prefetchCountries(queryClient)
    return
  }
  if (kind === 'ranking' || kind === 'category' || kind === 'compare') {
    const country = countryOf(id, params)
    const category = params.category ?? DEFAULT_CATEGORY
    if (!isCountryParam(country) || !isCategoryParam(category)) return
    await Promise.all([
      kind === 'compare'
        ? prefetchCompare(queryClient, { country })
        : prefetchRanking(queryClient, { country, category }),
      // The layout's hreflang links name every active country.
      prefetchCountries(queryClient),
      // /{slug} that no country takes may be a page created in the admin.
      id === 'ranking' ? prefetchPage(queryClient, country) : undefined,
    ])
    return
  }
  if (kind === 'review' && params.brandSlug) {
    await prefetchReview(queryClient, params.brandSlug)
  }
}
