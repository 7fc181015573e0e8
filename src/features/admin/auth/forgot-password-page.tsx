/**
 * /admin/forgot-password: a staff member who forgot their password asks for a reset link
 * by email ('Forgot password?' on the login form). The answer is the same whether or not
 * the address has an account, so the page cannot be used to find staff emails; the link
 * lands on the set-password page.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Link } from 'react-router-dom'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { describeError, FormAlert, TextField } from '../components/form'
import { requestPasswordReset } from './api/request-password-reset'
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from './forgot-password-schema'
import { LoginShell } from './login-page'

function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null)
    try {
      await requestPasswordReset(email)
    } catch (error) {
      setServerError(describeError(error))
      return
    }
    onSent()
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@company.com"
        disabled={isSubmitting}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false)
  return (
    <LoginShell title="Reset your password">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 space-y-1.5">
          <h1 className="text-xl font-semibold tracking-tight">Reset your password</h1>
          {sent ? null : (
            <p className="text-sm text-muted-foreground">
              Enter the email of your staff account and we will send you a link to choose a new
              password.
            </p>
          )}
        </div>
        {sent ? (
          <Alert role="status">
            <MailCheck aria-hidden="true" />
            <AlertDescription className="text-foreground">
              {FORGOT_PASSWORD_MESSAGES.sent}
            </AlertDescription>
          </Alert>
        ) : (
          <ForgotPasswordForm onSent={() => setSent(true)} />
        )}
        <Link
          to={paths.admin.login.getHref()}
          className={buttonVariants({ variant: 'ghost', className: 'mt-4 w-full' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to sign in
        </Link>
      </div>
    </LoginShell>
  )
}
