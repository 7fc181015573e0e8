/**
 * Lazy route module: the whole admin area, everything under /admin/*. The public route
 * table knows only that one route, so the admin's route table, section registry, labels,
 * icons and page loaders stay out of a visitor's first load. Below it, this descendant
 * route table is derived from the registry (features/admin/sections.ts): one route per
 * section (with its sub-paths, /admin/brands/12), guarded per role, inside the admin
 * frame, which stays mounted with the session while staff move between sections.
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { paths } from '@/config/paths'
import { AdminRoot } from '@/features/admin/admin-root'
import { FORGOT_PASSWORD_PATH, SET_PASSWORD_PATH } from '@/features/admin/constants'
import { RequireSection } from '@/features/admin/auth/require-section'
import { AdminNotFound } from '@/features/admin/layout/admin-not-found'
import {
  adminRoutePath,
  HOME_SECTION,
  PROFILE_PAGE,
  useAdminSections,
  type AdminSection,
} from '@/features/admin/sections'

const AdminLogin = lazy(() => import('./login'))
const AdminLayout = lazy(() => import('./layout'))
const AdminProfile = lazy(() => import('./profile'))
const AdminSetPassword = lazy(() => import('./set-password'))
const AdminForgotPassword = lazy(() => import('./forgot-password'))

/**
 * A lazily loaded screen of its own. Keyed, so that moving from one to another (the index
 * redirect to the frame, the login page to the frame) mounts a fresh boundary that shows
 * 'Loading...' instead of keeping the previous screen while the code arrives.
 */
function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading fullScreen />}>{children}</Suspense>
}

/**
 * The admin routes of `sections` (the registry's), relative to /admin (React Router's
 * descendant routes), matched case-sensitively like the public ones.
 */
export function adminRouteTree(sections: readonly AdminSection[]): RouteObject[] {
  return [
    {
      id: 'admin-index',
      index: true,
      element: <Navigate to={HOME_SECTION.path} replace />,
    },
    {
      id: 'admin-login',
      path: adminRoutePath(paths.admin.login.path),
      caseSensitive: true,
      element: (
        <Screen key="login">
          <AdminLogin />
        </Screen>
      ),
    },
    {
      id: 'admin-set-password',
      path: adminRoutePath(SET_PASSWORD_PATH),
      caseSensitive: true,
      element: (
        <Screen key="set-password">
          <AdminSetPassword />
        </Screen>
      ),
    },
    {
      id: 'admin-forgot-password',
      path: adminRoutePath(FORGOT_PASSWORD_PATH),
      caseSensitive: true,
      element: (
        <Screen key="forgot-password">
          <AdminForgotPassword />
        </Screen>
      ),
    },
    {
      id: 'admin-frame',
      element: (
        <Screen key="frame">
          <AdminLayout>
            <Outlet />
          </AdminLayout>
        </Screen>
      ),
      children: [
        ...sections.map((section): RouteObject => ({
          id: `admin-${section.key}`,
          path: `${adminRoutePath(section.path)}/*`,
          caseSensitive: true,
          element: (
            <RequireSection key={section.key} section={section}>
              <section.page />
            </RequireSection>
          ),
        })),
        {
          id: 'admin-profile',
          path: adminRoutePath(PROFILE_PAGE.path),
          caseSensitive: true,
          element: <AdminProfile />,
        },
        { id: 'admin-not-found', path: '*', element: <AdminNotFound /> },
      ],
    },
  ]
}

export function AdminRoutes() {
  const sections = useAdminSections()
  return useRoutes(useMemo(() => adminRouteTree(sections), [sections]))
}

export default function AdminApp() {
  return (
    <AdminRoot>
      <AdminRoutes />
    </AdminRoot>
  )
}
