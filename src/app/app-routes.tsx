import { ErrorBoundary } from 'react-error-boundary'
import { useLocation, useRoutes } from 'react-router-dom'
import { AppErrorFallback } from './app-error-fallback'
import { routeTree } from './routes'

/**
 * The route tree rendered inside whichever router the caller provides (the browser's, the
 * server render's static one, a test's memory router). A page that throws while rendering
 * shows a readable error; moving to another URL clears it.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKeys={[pathname]} FallbackComponent={AppErrorFallback}>
      {useRoutes(routeTree)}
    </ErrorBoundary>
  )
}
