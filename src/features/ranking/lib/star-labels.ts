/** Star rating labels and timing (SPEC.md sections 4 and 9). */
export const STAR_COUNT = 5
export const THANK_YOU_MS = 2000
export const RATING_LABELS = ['Awful', 'Poor', 'Decent', 'Great', 'Amazing'] as const
export const NO_VOTE_LABEL = 'Please Vote!'
export const THANK_YOU_LABEL = 'Thank You!'
export const VOTE_FAILED_LABEL = 'Vote not saved'

/** 1 -> 'Awful' ... 5 -> 'Amazing'; anything else 'Please Vote!'. */
export function ratingLabel(value: number): string {
  return RATING_LABELS[Math.round(value) - 1] ?? NO_VOTE_LABEL
}
