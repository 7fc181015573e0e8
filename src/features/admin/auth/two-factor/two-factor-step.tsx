/**
 * The sign-in's second step, after the password: the 'Verification code' from the staff
 * member's authenticator app, or (for an admin while admins must have it) setting one up.
 * A verified code raises the session to aal2; the auth provider then runs the staff check.
 */
import { useQuery } from '@tanstack/react-query'
import { AlertCircle, Smartphone } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { siteConfig } from '@/config/site'
import type { TwoFactorStep as Step } from '../api/auth-calls'
import { useAuth } from '../auth-context'
import { EnrolTwoFactor } from './enrol-two-factor'
import { fetchVerifiedFactor } from './api/fetch-verified-factor'
import { verifyCode } from './api/verify-code'
import { describeTwoFactorError } from './two-factor-errors'
import { VerificationCodeForm } from './verification-code-form'

function CodeForVerifiedFactor() {
  const factor = useQuery({
    queryKey: ['two-factor', 'verified-factor'],
    queryFn: fetchVerifiedFactor,
    gcTime: 0,
  })
  if (factor.isPending) return <Skeleton className="h-24 w-full" aria-label="Loading" />
  if (factor.isError || !factor.data) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertDescription>
          {factor.isError
            ? describeTwoFactorError(factor.error)
            : 'No authenticator app is set up for this account. Ask an admin to reset your two-factor authentication.'}
        </AlertDescription>
      </Alert>
    )
  }
  const factorId = factor.data.id
  return (
    <VerificationCodeForm
      submitLabel="Verify"
      pendingLabel="Verifying..."
      autoFocus
      onCode={(code) => verifyCode(factorId, code)}
    />
  )
}

const COPY: Record<Step, { title: string; description: string }> = {
  verify: {
    title: 'Verification code',
    description: 'Open your authenticator app and enter the code it shows for this account.',
  },
  enrol: {
    title: 'Set up two-factor authentication',
    description: `Admins of ${siteConfig.name} sign in with a code from an authenticator app as well as their password.`,
  },
}

export function TwoFactorStep({ step }: { step: Step }) {
  const { user, logout } = useAuth()
  const { title, description } = COPY[step]
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 space-y-1.5">
        <span className="mb-3 grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
          <Smartphone className="size-5" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
        {user?.email ? (
          <p className="text-sm">
            Signed in as <span className="font-medium">{user.email}</span>
          </p>
        ) : null}
      </div>
      {step === 'verify' ? <CodeForVerifiedFactor /> : <EnrolTwoFactor onEnrolled={() => {}} />}
      <Button variant="ghost" className="mt-4 w-full" onClick={() => void logout()}>
        Sign in with another account
      </Button>
    </div>
  )
}
