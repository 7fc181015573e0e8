/**
 * What the rules list does to a rule, as mutations: switch it on or off, mute it (for a
 * while or until unmuted) or unmute it, and subscribe the signed-in member to its emails.
 * Each says what it did, or why it failed, in a toast, then the rules are read again; a
 * failure leaves the rule as it was.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAuth } from '../auth/auth-context'
import { notifyError, notifySuccess } from '../components/form'
import { exactTime } from '../components/time-ago'
import { getSubscriptions } from './api/get-subscriptions'
import type { AlertRule } from './api/list-rules'
import { setSubscription } from './api/set-subscription'
import { updateRule } from './api/update-rule'
import { alertRuleKeys } from './keys'

/** The stored mute of a rule muted until someone unmutes it. */
export const MUTED_FOREVER = 'infinity'

const HOUR = 3_600_000

/** The mute choices: for a while, or until unmuted (null duration). */
export const MUTE_CHOICES = [
  { label: 'For 1 hour', ms: HOUR },
  { label: 'For 24 hours', ms: 24 * HOUR },
  { label: 'For 7 days', ms: 7 * 24 * HOUR },
  { label: 'Until unmuted', ms: null },
] as const

/** Whether the rule is muted at `now`. */
export function isMuted(rule: Pick<AlertRule, 'muted_until'>, now = Date.now()): boolean {
  if (!rule.muted_until) return false
  if (rule.muted_until === MUTED_FOREVER) return true
  return new Date(rule.muted_until).getTime() > now
}

/** 'Muted until unmuted', 'Muted until 28 Nov 2026, 22:15:00'. */
export function mutedText(rule: Pick<AlertRule, 'muted_until'>): string {
  if (rule.muted_until === MUTED_FOREVER) return 'Muted until unmuted'
  return rule.muted_until ? `Muted until ${exactTime(rule.muted_until)}` : ''
}

function useRuleMutation<Variables>(
  run: (variables: Variables) => Promise<void>,
  done: (variables: Variables) => string,
  failed: (variables: Variables) => string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (_result, variables) => {
      notifySuccess(done(variables))
      await queryClient.invalidateQueries({ queryKey: alertRuleKeys.all })
    },
    onError: (error, variables) => void notifyError(error, failed(variables)),
  })
}

export function useSetRuleEnabled(rule: Pick<AlertRule, 'id' | 'name'>) {
  return useRuleMutation(
    (enabled: boolean) => updateRule(rule.id, { enabled }),
    (enabled) => `${rule.name} is ${enabled ? 'on' : 'off'}.`,
    (enabled) => `Could not turn ${rule.name} ${enabled ? 'on' : 'off'}`,
  )
}

/** Mutes for `ms` from now (null: until unmuted); `unmute` clears it. */
export function useMuteRule(rule: Pick<AlertRule, 'id' | 'name'>) {
  return useRuleMutation(
    (choice: { ms: number | null } | 'unmute') =>
      updateRule(rule.id, {
        muted_until:
          choice === 'unmute'
            ? null
            : choice.ms === null
              ? MUTED_FOREVER
              : new Date(Date.now() + choice.ms).toISOString(),
      }),
    (choice) =>
      choice === 'unmute'
        ? `${rule.name} is unmuted.`
        : `${rule.name} is muted ${choice.ms === null ? 'until unmuted' : `for ${MUTE_CHOICES.find((entry) => entry.ms === choice.ms)?.label.slice(4) ?? 'a while'}`}.`,
    (choice) => `Could not ${choice === 'unmute' ? 'unmute' : 'mute'} ${rule.name}`,
  )
}

/** The ids of the rules the signed-in member gets emails of. */
export function useSubscriptions() {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  return useQuery(
    queryOptions({
      queryKey: alertRuleKeys.subscriptions(userId),
      queryFn: ({ signal }) => getSubscriptions(userId, signal),
      enabled: userId !== '',
    }),
  )
}

export function useSetSubscription(rule: Pick<AlertRule, 'id' | 'name'>) {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const userId = user?.id ?? ''
  return useMutation({
    mutationFn: (subscribed: boolean) => setSubscription(rule.id, userId, subscribed),
    onSuccess: async (_result, subscribed) => {
      notifySuccess(
        subscribed
          ? `You will get an email when ${rule.name} fires or clears.`
          : `No more emails about ${rule.name}.`,
      )
      await queryClient.invalidateQueries({ queryKey: alertRuleKeys.subscriptions(userId) })
    },
    onError: (error, subscribed) =>
      void notifyError(
        error,
        subscribed
          ? `Could not subscribe to ${rule.name}`
          : `Could not unsubscribe from ${rule.name}`,
      ),
  })
}
