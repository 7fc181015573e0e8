/**
 * Loading the code of code-split route elements ahead of rendering. Kept apart from
 * prefetch.ts so that the browser entry, which imports this, does not pull in the data
 * layer of every feature.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { routes } from './routes'

/** A route whose element is code-split declares how to load it: `handle: { preload }`. */
type PreloadHandle = { preload?: () => Promise<unknown> }

function routePreload(route: RouteObject): PreloadHandle['preload'] {
  const handle: unknown = route.handle
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined
  return typeof handle.preload === 'function' ? (handle as PreloadHandle).preload : undefined
}

/**
 * Loads the code of lazily loaded route elements: of the routes matching `pathname`
 * (the browser, before hydrating a prerendered page, so hydration never waits), or of
 * every route when no path is given (the prerender, so renderToString has everything).
 */
export async function preloadRouteCode(pathname?: string): Promise<void> {
  const flatten = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [route, ...flatten(route.children ?? [])])
  const selected =
    pathname === undefined
      ? flatten(routes)
      : (matchRoutes(routes, pathname) ?? []).map((match) => match.route)
  await Promise.all(selected.map((route) => routePreload(route)?.()))
}
