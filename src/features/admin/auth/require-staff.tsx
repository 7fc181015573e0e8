/**
 * The authentication guard around every admin page (SPEC.md section 2): a spinner with
 * 'Verifying admin access...' while the session and the staff check load, the
 * 'Authentication Error:' alert when they failed, and a redirect to the login page
 * (remembering where the user wanted to go) for no user or a user who is not staff.
 */
import { AlertTriangle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { StatusScreen } from '../components/status-screen'
import { useAuth } from './auth-context'
import { AUTH_MESSAGES } from './messages'

export function RequireStaff({ children }: { children: ReactNode }) {
  const { loading, checkingStaff, error, user, isStaff, signingOut } = useAuth()
  const { pathname, search, hash } = useLocation()

  if (signingOut && !user) {
    return <StatusScreen label="Signing out..." className="min-h-screen" />
  }
  if (loading || checkingStaff) {
    return <StatusScreen label={AUTH_MESSAGES.verifyingAccess} className="min-h-screen" />
  }
  if (error && !user) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-muted/30 p-4">
        <div className="w-full max-w-md space-y-4">
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Authentication Error:</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
          <Link
            to={paths.admin.login.getHref()}
            className={buttonVariants({ className: 'w-full' })}
          >
            Try logging in again
          </Link>
        </div>
      </div>
    )
  }
  if (!user || !isStaff) {
    const from = `${pathname}${search}${hash}`
    return <Navigate to={paths.admin.login.getHref(from)} replace />
  }
  return children
}
