import { useLocation, useRoutes } from 'react-router-dom'
import { ErrorBoundary } from '@/components/error-boundary'
import { AppErrorFallback } from './app-error-fallback'
import { routes } from './routes'

/**
 * The route table rendered inside whichever router the caller provides. A page that
 * throws while rendering shows a readable error; moving to another URL clears it.
 */
export function AppRoutes() {
  const element = useRoutes(routes)
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname} fallback={({ error }) => <AppErrorFallback error={error} />}>
      {element}
    </ErrorBoundary>
  )
}
