/** The words for a market's rules, shared by the list, the forms and the tests. */
export const BONUS_POLICIES = ['show', 'neutral', 'hide'] as const
export type BonusPolicy = (typeof BONUS_POLICIES)[number]

export const BONUS_POLICY_LABELS: Record<BonusPolicy, string> = {
  show: 'Show the offer',
  neutral: 'A neutral line instead',
  hide: 'Hide offers and promo codes',
}

/** The policy in a list's few words. */
export const BONUS_POLICY_SHORT: Record<BonusPolicy, string> = {
  show: 'Shown',
  neutral: 'Neutral line',
  hide: 'Hidden',
}

export function bonusPolicyShort(policy: string | null): string | null {
  return policy === null ? null : (BONUS_POLICY_SHORT[policy as BonusPolicy] ?? policy)
}
