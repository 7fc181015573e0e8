/**
 * Setting up two-factor authentication: the QR code to scan (and the key to type, for an
 * app that cannot scan), then the first code from the app, which verifies the factor and
 * raises this session to aal2. Used on the profile page and in the sign-in when admins
 * must have it.
 */
import { useQuery } from '@tanstack/react-query'
import { AlertCircle } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { CopyButton } from '../../components/copy-button'
import { startEnrolment } from './api/start-enrolment'
import { verifyCode } from './api/verify-code'
import { describeTwoFactorError } from './two-factor-errors'
import { VerificationCodeForm } from './verification-code-form'

/** The key in groups of four, as authenticator apps print it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

export function EnrolTwoFactor({
  onEnrolled,
}: {
  /** Runs once the first code verified the new factor (its id). */
  onEnrolled: (factorId: string) => Promise<void> | void
}) {
  // One enrolment per mount: a refetch would replace the key the user is scanning.
  const enrolment = useQuery({
    queryKey: ['two-factor', 'enrolment'],
    queryFn: startEnrolment,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  })

  if (enrolment.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Preparing your QR code">
        <Skeleton className="size-44" />
        <Skeleton className="h-4 w-64" />
      </div>
    )
  }
  if (enrolment.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{describeTwoFactorError(enrolment.error)}</AlertDescription>
        </Alert>
        <Button variant="outline" onClick={() => void enrolment.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const { factorId, qrCode, secret } = enrolment.data
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Open an authenticator app (1Password, Google Authenticator, Authy, or similar).</li>
        <li>Scan the QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={qrCode}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
        className="size-44 rounded-md border bg-white p-2"
      />
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Key</p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="two-factor-secret"
            className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
          >
            {grouped(secret)}
          </code>
          <CopyButton text={secret} label="Copy key" copiedMessage="Key copied." />
        </div>
      </div>
      <VerificationCodeForm
        submitLabel="Turn on two-factor authentication"
        pendingLabel="Verifying..."
        onCode={async (code) => {
          await verifyCode(factorId, code)
          await onEnrolled(factorId)
        }}
      />
    </div>
  )
}
