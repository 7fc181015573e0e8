/**
 * /admin/login (SPEC.md sections 2, 4 and 5): 'Checking authentication...' while the
 * stored session loads, 'Verifying admin privileges...' while the staff check runs, the
 * two-factor step after the password when one is owed, a redirect for signed-in staff (to the page they asked for, else /admin), 'Access Denied'
 * for a signed-in user who is not staff, and otherwise the sign-in form.
 */
import { Clock, DatabaseZap, LockKeyhole, ShieldAlert, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { Head } from '@/components/seo/head'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { siteConfig } from '@/config/site'
import { StatusScreen } from '../components/status-screen'
import { useAuth } from './auth-context'
import { describeDuration, readSessionLimits } from './inactivity'
import { LoginForm } from './login-form'
import { AUTH_MESSAGES, LOCKOUT_NOTICE } from './messages'
import { REDIRECT_PARAM, safeAdminRedirect } from './redirect'
import { TwoFactorStep } from './two-factor/two-factor-step'

/** The centred card frame of the screens outside the admin frame (login, set password). */
export function LoginShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Head title={title} noIndex />
      <main className="relative flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-gradient-to-b from-primary/10 to-transparent"
        />
        <div className="relative w-full max-w-sm">
          <Link
            to={paths.home.getHref()}
            className="mb-8 flex items-center justify-center gap-2 text-sm font-semibold tracking-tight"
          >
            <span className="grid size-8 place-items-center rounded-lg bg-brand text-brand-foreground shadow-sm">
              <ShieldCheck className="size-4" aria-hidden="true" />
            </span>
            {siteConfig.name}
          </Link>
          {children}
        </div>
      </main>
    </>
  )
}

function Footnotes() {
  const items = [
    {
      icon: Clock,
      text: `Sessions expire after ${describeDuration(readSessionLimits().inactivityMs)} of inactivity.`,
    },
    { icon: DatabaseZap, text: 'Admin access is verified through a database lookup.' },
    { icon: ShieldCheck, text: 'All login attempts are monitored.' },
    { icon: LockKeyhole, text: LOCKOUT_NOTICE },
  ]
  return (
    <ul className="mt-6 space-y-2 text-xs text-muted-foreground">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  )
}

function AccessDenied() {
  const { logout } = useAuth()
  return (
    <div className="rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
      <span className="mx-auto mb-4 grid size-11 place-items-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-5" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold tracking-tight">{AUTH_MESSAGES.accessDeniedTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{AUTH_MESSAGES.accessDenied}</p>
      <div className="mt-6 grid gap-2">
        <Link to={paths.home.getHref()} className={buttonVariants()}>
          Return to Home
        </Link>
        <Button variant="ghost" onClick={() => void logout()}>
          Sign in with another account
        </Button>
      </div>
    </div>
  )
}

export function LoginPage() {
  const { loading, checkingStaff, user, isStaff, twoFactorStep } = useAuth()
  const [searchParams] = useSearchParams()

  if (loading) {
    return (
      <LoginShell title="Admin Login">
        <StatusScreen label={AUTH_MESSAGES.checkingAuthentication} className="min-h-40" />
      </LoginShell>
    )
  }
  if (user && checkingStaff) {
    return (
      <LoginShell title="Admin Login">
        <StatusScreen label={AUTH_MESSAGES.verifyingPrivileges} className="min-h-40" />
      </LoginShell>
    )
  }
  if (user && twoFactorStep) {
    return (
      <LoginShell title="Admin Login">
        <TwoFactorStep step={twoFactorStep} />
      </LoginShell>
    )
  }
  if (user && isStaff) {
    return <Navigate to={safeAdminRedirect(searchParams.get(REDIRECT_PARAM))} replace />
  }
  if (user) {
    return (
      <LoginShell title="Admin Login">
        <AccessDenied />
      </LoginShell>
    )
  }
  return (
    <LoginShell title="Admin Login">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 space-y-1.5">
          <h1 className="text-xl font-semibold tracking-tight">Admin Login</h1>
          <p className="text-sm text-muted-foreground">
            Sign in with your staff account to manage {siteConfig.name}.
          </p>
        </div>
        <LoginForm />
      </div>
      <Footnotes />
    </LoginShell>
  )
}
