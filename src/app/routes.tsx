/**
 * The route table of SPEC.md section 2 as route objects, rendered with `useRoutes` by the
 * browser (BrowserRouter) and by a server render (StaticRouter) alike.
 *
 * Public pages are code-split per route (lazyWithPreload) to keep the first page's
 * JavaScript small: the prerender loads all of them before rendering, and the browser
 * loads the current page's code before hydrating (`handle.preload`, see
 * preload-route-code.ts), so hydration never waits. Every admin module is behind
 * React.lazy, so the admin area (and supabase-js with it) is a set of separate chunks a
 * visitor never downloads.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import type { InfoPageKey } from '@/features/site/pages/info-pages'
import { COUNTRY_SLUGS } from '@/config/countries'
import { ADMIN_SECTIONS, paths, type AdminSectionKey } from '@/config/paths'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { PublicLayout } from '@/features/site/components/public-layout'
import { ADMIN_PROFILE_PATH } from '@/features/admin/constants'
import { lazyWithPreload } from '@/features/site/lib/lazy-with-preload'
import { AdminBoundary } from './pages/admin-boundary'

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

const AdminRoot = lazy(() => import('./pages/admin/root'))
const AdminLayout = lazy(() => import('./pages/admin/layout'))
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
 * /ca, /ca/compare, /ca/:category for each explicit country. Case-sensitive like the
 * generic routes, which accept lowercase codes only: /CA is a 404, not a duplicate of /ca.
 */
const explicitCountryRoutes: RouteObject[] = COUNTRY_SLUGS.flatMap((slug) =>
  [
    {
      id: `ranking-${slug}`,
      path: `/${slug}`,
      handle: { preload: RankingRoute.preload },
      element: <RankingRoute country={slug} />,
    },
    {
      id: `compare-${slug}`,
      path: `/${slug}/compare`,
      handle: { preload: CompareRoute.preload },
      element: <CompareRoute country={slug} />,
    },
    {
      id: `category-${slug}`,
      path: `/${slug}/:category`,
      handle: { preload: RankingRoute.preload },
      element: <RankingRoute country={slug} />,
    },
  ].map((route) => ({ ...route, caseSensitive: true })),
)

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

const publicRoutes: RouteObject[] = [
  {
    id: 'landing',
    index: true,
    handle: { preload: LandingPage.preload },
    element: <LandingPage />,
  },
  ...explicitCountryRoutes,
  {
    id: 'ranking',
    path: paths.country.path,
    handle: { preload: RankingRoute.preload },
    element: <RankingRoute />,
  },
  {
    id: 'compare',
    path: paths.compare.path,
    handle: { preload: CompareRoute.preload },
    element: <CompareRoute />,
  },
  {
    id: 'category',
    path: paths.category.path,
    handle: { preload: RankingRoute.preload },
    element: <RankingRoute />,
  },
  {
    id: 'review',
    path: paths.review.path,
    handle: { preload: ReviewRoute.preload },
    element: <ReviewRoute />,
  },
  ...INFO_PAGE_KEYS.map((page) => ({
    id: page,
    path: paths[page].path,
    handle: { preload: InfoPage.preload },
    element: <InfoPage page={page} />,
  })),
  { id: 'not-found', path: paths.notFound.path, element: <NotFoundPage /> },
]

const adminRoutes: RouteObject[] = [
  // Outside the admin boundary: after the redirect the boundary mounts afresh and shows
  // its 'Loading...' fallback (a boundary that already showed content would stay blank
  // during the navigation's transition instead).
  {
    id: 'admin-index',
    path: paths.admin.root.path,
    element: <Navigate to={paths.admin.dashboard.path} replace />,
  },
  {
    id: 'admin',
    element: <AdminBoundary />,
    children: [
      {
        // Auth state and theme, shared by the login page and the admin pages.
        id: 'admin-root',
        element: <AdminRoot />,
        children: [
          { id: 'admin-login', path: paths.admin.login.path, element: <AdminLogin /> },
          {
            // The layout is behind the authentication guard and refuses sections the
            // staff role may not use (403 screen).
            id: 'admin-layout',
            element: <AdminLayout />,
            children: [
              ...ADMIN_SECTIONS.map((key) => {
                const Page = adminPages[key]
                return { id: `admin-${key}`, path: paths.admin[key].path, element: <Page /> }
              }),
              { id: 'admin-profile', path: ADMIN_PROFILE_PATH, element: <AdminProfile /> },
            ],
          },
        ],
      },
    ],
  },
]

export const routes: RouteObject[] = [
  { id: 'public', element: <PublicLayout />, children: publicRoutes },
  ...adminRoutes,
]
