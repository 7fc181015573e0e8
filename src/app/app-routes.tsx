import { Route, Switch, useLocation } from 'wouter'
import { ErrorBoundary } from '@/components/error-boundary'
import { PublicLayout } from '@/features/site/components/public-layout'
import { AppErrorFallback } from './app-error-fallback'
import { AdminBoundary } from './pages/admin-boundary'
import { AdminLayout, AdminRoot, routes, type AppRoute } from './routes'

/** A route's element inside the frame of its area. */
function framed({ area, element }: AppRoute) {
  if (area === 'public') return <PublicLayout>{element}</PublicLayout>
  if (area === undefined) return element
  return (
    <AdminBoundary>
      <AdminRoot>
        {area === 'admin-frame' ? <AdminLayout>{element}</AdminLayout> : element}
      </AdminRoot>
    </AdminBoundary>
  )
}

/**
 * The route table rendered inside whichever router the caller provides. A page that
 * throws while rendering shows a readable error; moving to another URL clears it.
 *
 * The Switch renders one route, so its routes need no keys; and since the routes of an
 * area render the same frame, React keeps the frame and its state (the admin's session,
 * the public header) while the visitor moves between them, as it keeps a page component
 * that two routes share (/ca -> /ca/slots).
 */
export function AppRoutes() {
  const [pathname] = useLocation()
  return (
    <ErrorBoundary resetKey={pathname} fallback={({ error }) => <AppErrorFallback error={error} />}>
      <Switch>
        {routes.map((route) => (
          <Route path={route.path}>{framed(route)}</Route>
        ))}
      </Switch>
    </ErrorBoundary>
  )
}
