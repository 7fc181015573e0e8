/**
 * 'Check now' as a mutation: the link-check function checks the brand at once; a toast says
 * what it found (or why it could not run), then the brand's checks, its pause and the Link
 * health list are read again. A failure changes nothing stored: the checks shown stay.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { isSupabaseRequestError } from '@/lib/result'
import { describeError } from '../components/form'
import { checkLinkNow } from './api/check-link'
import { linkHealthKeys } from './keys'
import { problemsText, STATE_LABELS } from './link-state'
import type { LinkCheck } from './api/list-checks'

/** Why a check could not be run, in words: the function missing, a refusal, the network. */
export function checkFailureText(error: unknown): string {
  if (isSupabaseRequestError(error)) {
    if (error.status === 404 && /function was not found/i.test(error.message)) {
      return 'The link-check service is not available on this server yet. Try again later.'
    }
    if (error.status === 403) return 'Only editors and admins can ask for a check.'
  }
  return describeError(error)
}

/** What the toast says: 'Checked Thames Spin: Broken (The address does not resolve).' */
export function checkedMessage(brandName: string, check: LinkCheck): string {
  const problems = problemsText(check.problems)
  return `Checked ${brandName}: ${STATE_LABELS[check.state]}${problems ? ` (${problems})` : ''}.`
}

export function useCheckNow({
  brandId,
  brandName,
  onChecked,
}: {
  brandId: string
  brandName: string
  /** Reads what else the check may change (the brand form's listing, say). */
  onChecked?: () => Promise<unknown>
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => checkLinkNow(brandId),
    onSuccess: async (check) => {
      const message = checkedMessage(brandName, check)
      if (check.state === 'ok') toast.success(message)
      else if (check.state === 'warning') toast.warning(message)
      else toast.error(message)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linkHealthKeys.checks(brandId) }),
        queryClient.invalidateQueries({ queryKey: linkHealthKeys.detail(brandId) }),
        queryClient.invalidateQueries({ queryKey: linkHealthKeys.lists() }),
        onChecked?.(),
      ])
    },
    onError: (error) => {
      toast.error(`Could not check the link of ${brandName}: ${checkFailureText(error)}`)
    },
  })
}
