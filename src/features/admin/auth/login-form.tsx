import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle, Clock } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Checkbox } from '@/components/ui/checkbox'
import { FORGOT_PASSWORD_PATH } from '../constants'
import { useAuth } from './auth-context'
import { describeDuration, readSessionLimits } from './inactivity'
import { loginSchema, type LoginValues } from './login-schema'
import { AUTH_MESSAGES } from './messages'

export function LoginForm() {
  const { login, sessionExpired, error: authError } = useAuth()
  const [serverError, setServerError] = useState<string | null>(null)
  const id = useId()
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', keepSignedIn: false },
  })
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    const message = await login(values.email, values.password, values.keepSignedIn)
    if (message) setServerError(message)
  })

  // A failed validation, the server's answer, or an error the session restore left behind.
  const formError = errors.root?.message ?? serverError ?? authError
  const invalid = errors.root !== undefined

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-describedby={formError ? `${id}-error` : undefined}
    >
      {sessionExpired && !formError ? (
        <Alert variant="warning">
          <Clock aria-hidden="true" />
          <AlertDescription className="text-foreground">
            {AUTH_MESSAGES.sessionExpired}
          </AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="destructive" id={`${id}-error`}>
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          aria-invalid={invalid || undefined}
          disabled={isSubmitting}
          {...register('email')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={invalid || undefined}
          disabled={isSubmitting}
          {...register('password')}
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-keep`}
          disabled={isSubmitting}
          aria-describedby={`${id}-keep-hint`}
          className="mt-0.5"
          {...register('keepSignedIn')}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-keep`} className="font-normal">
            Keep me logged in (extends session)
          </Label>
          <p id={`${id}-keep-hint`} className="text-xs text-muted-foreground">
            Stays signed in after the browser closes; signs out after{' '}
            {describeDuration(readSessionLimits().keptMs)} of inactivity.
          </p>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Authenticating...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={FORGOT_PASSWORD_PATH}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
    </form>
  )
}
