/**
 * Loading the code of code-split route elements ahead of rendering. Kept apart from
 * prefetch.ts so that the browser entry, which imports this, does not pull in the data
 * layer of every feature.
 */
import { findRoute, routes } from './routes'

/**
 * Loads the code of lazily loaded route elements: of the route matching `pathname`
 * (the browser, before hydrating a prerendered page, so hydration never waits), or of
 * every route when no path is given (the prerender, so renderToString has everything).
 */
export async function preloadRouteCode(pathname?: string): Promise<void> {
  const selected = pathname === undefined ? routes : [findRoute(pathname)?.route]
  await Promise.all(selected.map((route) => route?.preload?.()))
}
