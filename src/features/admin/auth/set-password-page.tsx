/**
 * /admin/set-password: where invite and password reset links land. Auth's /verify has
 * put the session in the URL fragment, which supabase-js (detectSessionInUrl) turns into
 * a sign-in; the staff member then chooses a password and goes on into the admin with
 * their role. A used or expired link comes back as an error in the fragment, shown in
 * words with the way forward.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle, LinkIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { describeError, FormAlert, PasswordFields } from '../components/form'
import { StatusScreen } from '../components/status-screen'
import { HOME_SECTION } from '../sections'
import { updatePassword } from './api/update-password'
import { useAuth } from './auth-context'
import { LoginShell } from './login-page'
import { AUTH_MESSAGES } from './messages'
import {
  SET_PASSWORD_MESSAGES,
  setPasswordSchema,
  type SetPasswordValues,
} from './set-password-schema'

/** The link's error, read before supabase-js or the router may tidy the URL away. */
function linkErrorInUrl(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1))
  return params.get('error_code') ?? params.get('error')
}

function SetPasswordForm() {
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setServerError(null)
    try {
      await updatePassword(password)
    } catch (error) {
      setServerError(describeError(error))
      return
    }
    navigate(HOME_SECTION.path, { replace: true })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? <FormAlert message={serverError} /> : null}
      <PasswordFields
        form={form}
        confirmLabel="Confirm password"
        hint={SET_PASSWORD_MESSAGES.tooShort}
        disabled={isSubmitting}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  )
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <h1 className="mb-4 text-xl font-semibold tracking-tight">{title}</h1>
      {children}
    </div>
  )
}

export function SetPasswordPage() {
  const { loading, checkingStaff, user, isStaff, error } = useAuth()
  const [linkError] = useState(linkErrorInUrl)

  let body: React.ReactNode
  if (loading || (user && checkingStaff)) {
    body = <StatusScreen label={AUTH_MESSAGES.verifyingPrivileges} className="min-h-40" />
  } else if (!user) {
    body = (
      <Card title="Set your password">
        <Alert variant={linkError || error ? 'destructive' : 'default'}>
          {linkError || error ? (
            <AlertCircle aria-hidden="true" />
          ) : (
            <LinkIcon aria-hidden="true" />
          )}
          <AlertDescription>
            {linkError || error ? SET_PASSWORD_MESSAGES.linkUsed : SET_PASSWORD_MESSAGES.noLink}
          </AlertDescription>
        </Alert>
        <Link
          to={paths.admin.login.getHref()}
          className={buttonVariants({ className: 'mt-6 w-full' })}
        >
          Go to sign in
        </Link>
      </Card>
    )
  } else if (!isStaff) {
    body = (
      <Card title={AUTH_MESSAGES.accessDeniedTitle}>
        <p className="text-sm text-muted-foreground">{AUTH_MESSAGES.accessDenied}</p>
      </Card>
    )
  } else {
    body = (
      <Card title="Set your password">
        <p className="mb-6 text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{user.email}</span>. Choose the
          password you will sign in with from now on.
        </p>
        <SetPasswordForm />
      </Card>
    )
  }
  return <LoginShell title="Set your password">{body}</LoginShell>
}
