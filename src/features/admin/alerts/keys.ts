/**
 * Query keys of the Alerts section: fired alerts share the bell's keys (layout/alert-feed),
 * so a change seen by either refreshes both; the rules and the member's subscriptions are
 * keyed apart. Invalidate only through these.
 */
import { resourceKeys } from '../components/resource-keys'
import { alertFeedKeys } from '../layout/alert-feed'

const rules = resourceKeys('alert-rules')

export const alertKeys = alertFeedKeys

export const alertRuleKeys = {
  ...rules,
  /** The rules the signed-in member gets emails of. */
  subscriptions: (userId: string) => [...rules.all, 'subscriptions', userId] as const,
}
