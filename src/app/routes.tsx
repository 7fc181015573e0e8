/**
 * The route table of SPEC.md section 2: AppRoutes renders it with a wouter Switch, which
 * renders the first route that matches, and the browser entry and the prerender find a
 * URL's route in it with the same parser (`findRoute`).
 *
 * Public pages are code-split per route (lazyWithPreload) to keep the first page's
 * JavaScript small: the prerender loads all of them before rendering, and the browser
 * loads the current page's code before hydrating (`preload`, see preload-route-code.ts),
 * so hydration never waits. Every admin module is behind React.lazy, so the admin area
 * (and supabase-js with it) is a set of separate chunks a visitor never downloads.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react'
import { matchRoute, Redirect, type DefaultParams } from 'wouter'
import type { InfoPageKey } from '@/features/site/pages/info-pages'
import { COUNTRY_SLUGS } from '@/config/countries'
import { ADMIN_SECTIONS, paths, type AdminSectionKey } from '@/config/paths'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { ADMIN_PROFILE_PATH } from '@/features/admin/constants'
import { lazyWithPreload } from '@/features/site/lib/lazy-with-preload'
import { parsePath } from './router'

/**
 * Where a route's element renders (app-routes.tsx): in the public frame, in the admin root
 * (auth state, theme), or in the admin frame inside it (the guards, the sidebar).
 */
export type RouteArea = 'public' | 'admin' | 'admin-frame'

export type AppRoute = {
  id: string
  path: string
  element: ReactElement
  /** None: the element renders on its own. */
  area?: RouteArea
  /** Loads the code of a code-split element. */
  preload?: () => Promise<void>
}

const LandingPage = lazyWithPreload(() =>
  import('@/features/site/pages/landing-page').then((m) => m.LandingPage),
)
const InfoPage = lazyWithPreload(() =>
  import('@/features/site/pages/info-page').then((m) => m.InfoPage),
)
const RankingRoute = lazyWithPreload(() =>
  import('./pages/country-route').then((m) => m.RankingRoute),
)
const CompareRoute = lazyWithPreload(() =>
  import('./pages/country-route').then(async (m) => {
    await m.ComparePage.preload()
    return m.CompareRoute
  }),
)
const ReviewRoute = lazyWithPreload(() => import('./pages/review-route').then((m) => m.ReviewRoute))

export const AdminRoot = lazy(() => import('./pages/admin/root'))
export const AdminLayout = lazy(() => import('./pages/admin/layout'))
const AdminLogin = lazy(() => import('./pages/admin/login'))
const AdminProfile = lazy(() => import('./pages/admin/profile'))

const adminPages: Record<AdminSectionKey, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./pages/admin/dashboard')),
  countries: lazy(() => import('./pages/admin/countries')),
  brands: lazy(() => import('./pages/admin/brands')),
  pages: lazy(() => import('./pages/admin/pages')),
  categories: lazy(() => import('./pages/admin/categories')),
  users: lazy(() => import('./pages/admin/users')),
  media: lazy(() => import('./pages/admin/media')),
  uploads: lazy(() => import('./pages/admin/uploads')),
  analytics: lazy(() => import('./pages/admin/analytics')),
  incoming: lazy(() => import('./pages/admin/incoming')),
  clickLog: lazy(() => import('./pages/admin/click-log')),
  codeSnippets: lazy(() => import('./pages/admin/code-snippets')),
  postbacks: lazy(() => import('./pages/admin/postbacks')),
  testPostback: lazy(() => import('./pages/admin/test-postback')),
  settings: lazy(() => import('./pages/admin/settings')),
}

/**
 * /ca, /ca/compare, /ca/:category for each explicit country. Case-sensitive like every
 * route (router.tsx), while the generic routes accept lowercase codes only: /CA is a 404,
 * not a duplicate of /ca.
 */
const explicitCountryRoutes: AppRoute[] = COUNTRY_SLUGS.flatMap((slug) => [
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

/** The static pages, all rendered by InfoPage (its content and data load with its chunk). */
const INFO_PAGE_KEYS: InfoPageKey[] = [
  'slots',
  'poker',
  'blackjack',
  'about',
  'disclosure',
  'privacy',
  'terms',
]

/** Fixed paths first: the generic /:country routes after them would take /slots too. */
const publicRoutes: AppRoute[] = [
  { id: 'landing', path: paths.home.path, element: <LandingPage />, preload: LandingPage.preload },
  ...explicitCountryRoutes,
  {
    id: 'review',
    path: paths.review.path,
    element: <ReviewRoute />,
    preload: ReviewRoute.preload,
  },
  ...INFO_PAGE_KEYS.map((page) => ({
    id: page,
    path: paths[page].path,
    element: <InfoPage page={page} />,
    preload: InfoPage.preload,
  })),
  {
    id: 'ranking',
    path: paths.country.path,
    element: <RankingRoute />,
    preload: RankingRoute.preload,
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

const adminRoutes: AppRoute[] = [
  // Outside the admin boundary: after the redirect the boundary mounts afresh and shows
  // its 'Loading...' fallback (a boundary that already showed content would stay blank
  // while the navigation renders in the background instead).
  {
    id: 'admin-index',
    path: paths.admin.root.path,
    element: <Redirect to={paths.admin.dashboard.path} replace />,
  },
  { id: 'admin-login', path: paths.admin.login.path, area: 'admin', element: <AdminLogin /> },
  ...ADMIN_SECTIONS.map((key): AppRoute => {
    const Page = adminPages[key]
    return {
      id: `admin-${key}`,
      path: paths.admin[key].path,
      area: 'admin-frame',
      element: <Page />,
    }
  }),
  { id: 'admin-profile', path: ADMIN_PROFILE_PATH, area: 'admin-frame', element: <AdminProfile /> },
]

/** The admin paths are fixed: first, before the public routes' /:country patterns. */
export const routes: AppRoute[] = [...adminRoutes, ...publicRoutes]

/** The route AppRoutes renders at `pathname`, with its parameters. */
export function findRoute(pathname: string) {
  for (const route of routes) {
    const [matches, params] = matchRoute<DefaultParams>(parsePath, route.path, pathname)
    if (matches) return { route, params }
  }
  return undefined
}
