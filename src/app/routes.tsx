/**
 * The route table of SPEC.md section 2, in one ordered list (`routes`), and what is derived
 * from it: the React Router route tree that AppRoutes renders (`routeTree`), and
 * `findRoute`, which finds a URL's route in that same tree with React Router's own matcher
 * (the browser entry's preload and the prerender's prefetch).
 *
 * Every path matches case-sensitively: /CA is a 404, not a copy of /ca. React Router ranks
 * static segments above parameters, so /slots wins over /:country whatever the order.
 *
 * Public pages are code-split per route (lazyPage) to keep the first page's JavaScript
 * small: the prerender loads all of them before rendering, and the browser starts loading
 * the current page's code beside the entry (`preload`, see preload-route-code.ts) and
 * hydrates the page's part when it arrives (main.tsx). The admin area is one route, /admin/*, whose element is one
 * lazy module (pages/admin/root.tsx) holding the admin's own route table, derived from its
 * section registry: the admin (its paths, labels, icons, pages, and supabase-js) is a set
 * of separate chunks a visitor never downloads. Each area renders on its own origin only
 * (origin-gate.tsx): the admin's, in a build, is not the public pages'.
 */
import { lazy, type ReactElement } from 'react'
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom'
import { COUNTRY_SLUGS } from '@/config/countries'
import type { SiteArea } from '@/config/origins'
import { INFO_PAGE_KEYS, paths } from '@/config/paths'
import { PublicLayout } from '@/features/site/components/public-layout'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { OriginGate } from './origin-gate'
import { AdminBoundary } from './pages/admin-boundary'
import { ContentPage } from './pages/content-page-route'
import { lazyPage } from './pages/lazy-page'

/**
 * The layout a route's element renders in: the public frame, or the admin area (which
 * brings its own frame and keeps it, with the session, across its descendant routes).
 * The public routes are children of one layout route, so React keeps the public header
 * while the visitor moves between them.
 */
export type RouteArea = SiteArea

export type AppRoute = {
  id: string
  path: string
  element: ReactElement
  area: RouteArea
  /** Loads the code of a code-split element. */
  preload?: () => Promise<void>
}

const LandingPage = lazyPage(() =>
  import('@/features/site/pages/landing-page').then((m) => m.LandingPage),
)
const RankingRoute = lazyPage(() => import('./pages/country-route').then((m) => m.RankingRoute))
const CompareRoute = lazyPage(() => import('./pages/compare-route').then((m) => m.CompareRoute))
const ReviewRoute = lazyPage(() => import('./pages/review-route').then((m) => m.ReviewRoute))

/** The whole admin area: its route table, frame, login and sections (pages/admin/root.tsx). */
export const AdminApp = lazy(() => import('./pages/admin/root'))

/**
 * /ca, /ca/compare, /ca/:category for each explicit country. The generic routes accept
 * lowercase codes only (country-route.tsx), so /CA, which no explicit route takes, is a 404.
 */
const explicitCountryRoutes: Omit<AppRoute, 'area'>[] = COUNTRY_SLUGS.flatMap((slug) => [
  {
    id: `ranking-${slug}`,
    path: `/${slug}`,
    element: <RankingRoute country={slug} />,
    preload: RankingRoute.preload,
  },
  {
    id: `compare-${slug}`,
    path: `/${slug}/compare`,
    element: <CompareRoute country={slug} />,
    preload: CompareRoute.preload,
  },
  {
    id: `category-${slug}`,
    path: `/${slug}/:category`,
    element: <RankingRoute country={slug} />,
    preload: RankingRoute.preload,
  },
])

const publicRoutes: AppRoute[] = [
  { id: 'landing', path: paths.home.path, element: <LandingPage />, preload: LandingPage.preload },
  ...explicitCountryRoutes,
  {
    id: 'review',
    path: paths.review.path,
    element: <ReviewRoute />,
    preload: ReviewRoute.preload,
  },
  // The site's own pages, rendered from their rows (the Markdown renderer loads with them).
  ...INFO_PAGE_KEYS.map((page) => ({
    id: page,
    path: paths[page].path,
    element: <ContentPage slug={page} />,
    preload: ContentPage.preload,
  })),
  {
    // A country added in the table, or a page created in the admin (country-route.tsx).
    id: 'ranking',
    path: paths.country.path,
    element: <RankingRoute />,
    preload: () => Promise.all([RankingRoute.preload(), ContentPage.preload()]).then(() => {}),
  },
  {
    id: 'compare',
    path: paths.compare.path,
    element: <CompareRoute />,
    preload: CompareRoute.preload,
  },
  {
    id: 'category',
    path: paths.category.path,
    element: <RankingRoute />,
    preload: RankingRoute.preload,
  },
  { id: 'not-found', path: paths.notFound.path, element: <NotFoundPage /> },
].map((route): AppRoute => ({ ...route, area: 'public' }))

/** Everything under /admin: the login page, the sections, the profile, the admin's 404. */
const adminRoute: AppRoute = {
  id: 'admin',
  path: `${paths.admin.root.path}/*`,
  area: 'admin',
  element: (
    <OriginGate area="admin">
      <AdminBoundary>
        <AdminApp />
      </AdminBoundary>
    </OriginGate>
  ),
}

export const routes: AppRoute[] = [adminRoute, ...publicRoutes]

const leaf = ({ id, path, element }: AppRoute): RouteObject => ({
  id,
  path,
  element,
  caseSensitive: true,
})
const inArea = (area: RouteArea) => routes.filter((route) => route.area === area).map(leaf)

/** `routes` as React Router's tree: the public routes are children of the public layout. */
export const routeTree: RouteObject[] = [
  ...inArea('admin'),
  {
    id: 'public',
    element: (
      <OriginGate area="public">
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      </OriginGate>
    ),
    children: inArea('public'),
  },
]

const routesById = new Map(routes.map((route) => [route.id, route]))

/** The route AppRoutes renders at `pathname`, with its parameters. */
export function findRoute(pathname: string) {
  const match = matchRoutes(routeTree, pathname)?.at(-1)
  const route = match?.route.id === undefined ? undefined : routesById.get(match.route.id)
  return route && match ? { route, params: match.params } : undefined
}
