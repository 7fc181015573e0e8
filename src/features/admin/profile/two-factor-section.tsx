/**
 * 'Two-factor authentication' on the profile page: set it up (QR code, key, first code),
 * move it to a new phone (a new factor verified before the old one goes), or remove it with
 * a fresh code. Admins cannot remove it while the settings require it of them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertCircle, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '../auth/auth-context'
import { EnrolTwoFactor } from '../auth/two-factor/enrol-two-factor'
import { fetchAdminsMustUseTwoFactor } from '../auth/two-factor/api/fetch-admins-must-use-two-factor'
import { fetchVerifiedFactor } from '../auth/two-factor/api/fetch-verified-factor'
import { removeFactor, retireFactor } from '../auth/two-factor/api/remove-factor'
import { describeTwoFactorError } from '../auth/two-factor/two-factor-errors'
import { VerificationCodeForm } from '../auth/two-factor/verification-code-form'
import { notifySuccess } from '../components/form'

const TWO_FACTOR_KEY = ['two-factor', 'profile'] as const

type Mode = 'idle' | 'enrol' | 'move' | 'remove'

async function fetchTwoFactorStatus(isAdmin: boolean) {
  const [factor, required] = await Promise.all([
    fetchVerifiedFactor(),
    isAdmin ? fetchAdminsMustUseTwoFactor() : Promise.resolve(false),
  ])
  return { factor, required }
}

export function TwoFactorSection() {
  const { role } = useAuth()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<Mode>('idle')
  const status = useQuery({
    queryKey: [...TWO_FACTOR_KEY, role],
    queryFn: () => fetchTwoFactorStatus(role === 'admin'),
  })

  const done = async (message: string) => {
    setMode('idle')
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY })
    notifySuccess(message)
  }

  if (status.isPending) return <Skeleton className="h-16 w-full" aria-label="Loading" />
  if (status.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{describeTwoFactorError(status.error)}</AlertDescription>
        </Alert>
        <Button variant="outline" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const { factor, required } = status.data
  const cancel = (
    <Button variant="ghost" onClick={() => setMode('idle')}>
      Cancel
    </Button>
  )

  if (!factor) {
    return mode === 'enrol' ? (
      <div className="space-y-3">
        <EnrolTwoFactor onEnrolled={() => done('Two-factor authentication is on.')} />
        {cancel}
      </div>
    ) : (
      <div className="space-y-3">
        <p className="text-sm">
          <Badge variant="outline">Off</Badge>{' '}
          <span className="text-muted-foreground">Your password alone signs you in.</span>
        </p>
        <Button onClick={() => setMode('enrol')}>Set up two-factor authentication</Button>
      </div>
    )
  }

  if (mode === 'move') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Scan this code with the app on your new phone. Your current app stops working once the new
          one is verified.
        </p>
        <EnrolTwoFactor
          onEnrolled={async () => {
            await retireFactor(factor.id)
            await done('Two-factor authentication moved to your new phone.')
          }}
        />
        {cancel}
      </div>
    )
  }
  if (mode === 'remove') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Enter a code from your authenticator app to remove two-factor authentication.
        </p>
        <VerificationCodeForm
          submitLabel="Remove two-factor authentication"
          pendingLabel="Removing..."
          variant="destructive"
          autoFocus
          onCode={async (code) => {
            await removeFactor(factor.id, code)
            await done('Two-factor authentication is off.')
          }}
        />
        {cancel}
      </div>
    )
  }
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="success">
          <ShieldCheck aria-hidden="true" />
          On
        </Badge>
        <span className="text-muted-foreground">
          Sign-ins ask for a code from your authenticator app.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setMode('move')}>
          Move to a new phone
        </Button>
        {required ? null : (
          <Button variant="outline" onClick={() => setMode('remove')}>
            Remove
          </Button>
        )}
      </div>
      {required ? (
        <p className="text-xs text-muted-foreground">
          Admins must use two-factor authentication (Settings), so it cannot be removed.
        </p>
      ) : null}
    </div>
  )
}
