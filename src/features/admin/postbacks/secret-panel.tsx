/**
 * A source's secret, for admins: when it was issued, the rotation grace still running, and
 * 'Generate secret' / 'Rotate secret' (with the grace period chosen here). The database
 * generates the secret and returns it once; the form shows it until it is left.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useId, useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { CopyButton } from '../components/copy-button'
import { OptionsSelect } from '../components/options-select'
import { exactTime } from '../components/time-ago'
import { ConfirmDialog, notifyError, notifySuccess } from '../components/form'
import { issueSecret, secretDatesQueryOptions } from './api/sources'
import { postbackSourceKeys } from './keys'

/** How long the previous secret keeps working, in hours. */
const GRACE_CHOICES = [
  { value: 0, label: 'None: the old secret stops at once' },
  { value: 1, label: '1 hour' },
  { value: 24, label: '24 hours' },
  { value: 72, label: '3 days' },
  { value: 168, label: '7 days' },
] as const

export function SecretPanel({
  sourceId,
  revealed,
  onIssued,
}: {
  sourceId: string
  revealed: string | null
  onIssued: (secret: string) => void
}) {
  const queryClient = useQueryClient()
  const graceId = useId()
  const [grace, setGrace] = useState(24)
  const [confirming, setConfirming] = useState(false)
  const dates = useQuery(secretDatesQueryOptions(sourceId))
  const hasSecret = Boolean(dates.data)
  const graceUntil = dates.data?.previous_valid_until
  // Compared with when the dates were read (a render must not read the clock).
  const graceRunning = graceUntil ? Date.parse(graceUntil) > dates.dataUpdatedAt : false

  async function issue() {
    try {
      const secret = await issueSecret(sourceId, hasSecret ? grace : 0)
      onIssued(secret)
      notifySuccess(hasSecret ? 'Secret rotated.' : 'Secret generated.')
      await queryClient.invalidateQueries({ queryKey: postbackSourceKeys.detail(sourceId) })
    } catch (error) {
      notifyError(error, 'Could not issue the secret')
    }
  }

  return (
    <section aria-labelledby="secret-heading" className="space-y-3 rounded-lg border p-4 sm:p-6">
      <h2 id="secret-heading" className="flex items-center gap-2 text-base font-semibold">
        <KeyRound aria-hidden="true" className="size-4" />
        Secret
      </h2>
      {revealed ? (
        <Alert>
          <AlertTitle>Copy the secret now: it is not shown again</AlertTitle>
          <AlertDescription className="space-y-2">
            <code data-testid="revealed-secret" className="block break-all text-sm">
              {revealed}
            </code>
            <CopyButton text={revealed} label="Copy secret" copiedMessage="Secret copied." />
          </AlertDescription>
        </Alert>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {dates.isPending
          ? 'Loading…'
          : dates.isError
            ? 'Could not read when the secret was issued.'
            : dates.data
              ? `Issued ${exactTime(dates.data.updated_at)}. Only its hash is stored: nobody can read it back.`
              : 'No secret yet: the network’s postbacks are refused until you generate one.'}
        {graceRunning && graceUntil
          ? ` The previous secret is accepted until ${exactTime(graceUntil)}.`
          : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {hasSecret ? (
          <div className="space-y-2">
            <Label htmlFor={graceId}>Grace period</Label>
            <OptionsSelect
              id={graceId}
              value={grace}
              onChange={(event) => setGrace(Number(event.target.value))}
              options={GRACE_CHOICES}
            />
          </div>
        ) : null}
        <Button
          type="button"
          variant={hasSecret ? 'outline' : 'default'}
          disabled={dates.isPending}
          onClick={() => (hasSecret ? setConfirming(true) : void issue())}
        >
          {hasSecret ? 'Rotate secret' : 'Generate secret'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the secret?"
        description={
          grace === 0
            ? 'Postbacks with the current secret are refused from now on. Update the network’s panel at once.'
            : `The current secret keeps working for ${GRACE_CHOICES.find((c) => c.value === grace)?.label ?? `${grace} hours`}, time to update the network’s panel.`
        }
        confirmLabel="Rotate"
        onConfirm={issue}
      />
    </section>
  )
}
