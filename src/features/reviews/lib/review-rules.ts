/** Review page rules (SPEC.md sections 2 and 9). */

export const DEFAULT_REVIEW_SCORE = 85

/** editor_score (default 85) out of 100 scaled to 5 stars with one decimal: 96 -> 4.8. */
export function reviewStars(editorScore: number | null | undefined): number {
  const score = editorScore || DEFAULT_REVIEW_SCORE
  return Math.round((score / 20) * 10) / 10
}

/** Full stars drawn: the floor of the scaled rating. */
export function fullStars(stars: number): number {
  return Math.floor(stars)
}

/** 'High' when the brand lists trust icons, else 'Standard'. */
export function trustLevel(trustIcons: string[] | null | undefined): 'High' | 'Standard' {
  return trustIcons && trustIcons.length > 0 ? 'High' : 'Standard'
}

/** Reviews counted beside the stars (user_rating_votes, default 0). */
export function reviewCount(votes: number | null | undefined): number {
  return votes ?? 0
}

/** The call to action's label. */
export function ctaLabel(ctaButtonText: string | null | undefined): string {
  return ctaButtonText?.trim() || 'Play Now'
}

/** A licence as the review reads it: the regulator and number, the days it is valid. */
export interface LicenceFact {
  licence_number: string
  valid_from: string
  valid_to: string | null
}

/**
 * The licence valid on `today` (YYYY-MM-DD) that runs longest, or null. The database lists
 * the brand only while one is valid in a market that requires it; a market that does not
 * may still show one.
 */
export function currentLicence<T extends LicenceFact>(
  licences: readonly T[],
  today: string,
): T | null {
  const valid = licences.filter(
    (licence) =>
      licence.valid_from <= today && (licence.valid_to === null || licence.valid_to >= today),
  )
  return (
    // ISO dates order as strings; latest end first, open-ended before all.
    valid.sort((a, b) =>
      (b.valid_to ?? '9999-12-31') < (a.valid_to ?? '9999-12-31') ? -1 : 1,
    )[0] ?? null
  )
}

export const REVIEW_SECTIONS = [
  { key: 'review_overview', id: 'overview', title: 'Overview' },
  { key: 'review_bonuses', id: 'bonuses', title: 'Bonuses & Promotions' },
  { key: 'review_payments', id: 'payments', title: 'Payments & Withdrawals' },
  { key: 'review_games', id: 'games', title: 'Games & Providers' },
  { key: 'review_mobile', id: 'mobile', title: 'Mobile Experience' },
  { key: 'review_security', id: 'security', title: 'Security & Trust' },
  { key: 'review_support', id: 'support', title: 'Customer Support' },
  { key: 'review_verdict', id: 'verdict', title: 'Final Verdict' },
] as const
