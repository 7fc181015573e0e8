/**
 * Loading the code of code-split route elements ahead of rendering. Kept apart from
 * prefetch.ts so that the browser entry, which imports this, does not pull in the data
 * layer of every feature.
 */
import { preloadHeadTags } from '@/components/seo/head-tags-code'
import { findRoute, routes } from './routes'

/**
 * Loads the code of lazily loaded route elements and of the head tags: of the route
 * matching `pathname` (the browser, as it starts: the page's part hydrates when its code
 * is here), or of every route when no path is given (the prerender, so renderToString has
 * everything). A route in the entry (the 404 page) still needs the head tags' code.
 */
export async function preloadRouteCode(pathname?: string): Promise<void> {
  const selected = pathname === undefined ? routes : [findRoute(pathname)?.route]
  await Promise.all([...selected.map((route) => route?.preload?.()), preloadHeadTags()])
}
