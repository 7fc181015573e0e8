/**
 * Star rating of SPEC.md section 4: hovering previews a value with its label; the first
 * click of a non-interactive rating sets it, adds the vote, locks and says 'Thank You!'
 * for 2 s. Interactive mode calls `onChange` instead and stays open.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { clsx } from 'clsx'
import {
  NO_VOTE_LABEL,
  ratingLabel,
  STAR_COUNT,
  THANK_YOU_LABEL,
  THANK_YOU_MS,
  VOTE_FAILED_LABEL,
} from '../lib/star-labels'
import { formatCount } from '@/lib/format'
import { StarRow } from '@/components/ui/star-row'

type StarRatingProps = {
  /** The rating shown before the visitor votes (the brand's average). */
  rating: number
  /** Vote count shown beside the stars; omitted when undefined. */
  votes?: number
  /** Calls `onChange` on every click and never locks (forms). */
  interactive?: boolean
  onChange?: (value: number) => void
  /** Stores the vote; a rejected promise unlocks the rating again. */
  onVote?: (value: number) => Promise<unknown> | void
  /** Accessible name of the group, e.g. 'Rate Maple Crown Casino'. */
  label?: string
  /** Whose rating it is, e.g. "Players' rating": shown above the stars and naming the whole. */
  caption?: string
  className?: string
}

export function StarRating({
  rating,
  votes,
  interactive = false,
  onChange,
  onVote,
  label = 'Rate this casino',
  caption,
  className,
}: StarRatingProps) {
  const captionId = useId()
  const [hovered, setHovered] = useState(0)
  const [chosen, setChosen] = useState(0)
  const [locked, setLocked] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [votedCount, setVotedCount] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const flash = (text: string) => {
    clearTimeout(timer.current)
    setNotice(text)
    timer.current = setTimeout(() => setNotice(null), THANK_YOU_MS)
  }

  const choose = (value: number) => {
    if (interactive) {
      setChosen(value)
      onChange?.(value)
      return
    }
    if (locked) return
    setChosen(value)
    setLocked(true)
    setHovered(0)
    setVotedCount((votes ?? 0) + 1)
    flash(THANK_YOU_LABEL)
    const stored = onVote?.(value)
    if (stored) {
      stored.catch(() => {
        setLocked(false)
        setChosen(0)
        setVotedCount(null)
        flash(VOTE_FAILED_LABEL)
      })
    }
  }

  const shown = hovered || chosen || rating
  const text = hovered
    ? ratingLabel(hovered)
    : (notice ?? (chosen ? ratingLabel(chosen) : NO_VOTE_LABEL))
  const count = votedCount ?? votes

  return (
    <div
      role={caption ? 'group' : undefined}
      aria-labelledby={caption ? captionId : undefined}
      className={clsx('flex flex-wrap items-center gap-x-2 gap-y-1', className)}
      data-slot="star-rating"
    >
      {caption ? (
        <span
          id={captionId}
          className="basis-full text-[11px] font-semibold uppercase tracking-wide text-muted-foreground"
        >
          {caption}
        </span>
      ) : null}
      <div
        role="group"
        aria-label={label}
        className="relative flex items-center"
        onMouseLeave={() => setHovered(0)}
      >
        {/* The stars are drawn once under the row of buttons, filled up to the value shown. */}
        <StarRow value={shown} className="pointer-events-none absolute left-0 top-0" />
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const value = index + 1
          return (
            <button
              key={value}
              type="button"
              disabled={locked && !interactive}
              aria-label={`${value} star${value === 1 ? '' : 's'}: ${ratingLabel(value)}`}
              aria-pressed={chosen === value}
              onMouseEnter={() => !locked && setHovered(value)}
              onFocus={() => !locked && setHovered(value)}
              onBlur={() => setHovered(0)}
              onClick={() => choose(value)}
              // 24 px square, side by side: the WCAG 2.2 minimum touch target (2.5.8).
              className="relative size-6 rounded outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default"
            />
          )
        })}
      </div>
      <span className="tabular-nums">
        <span className="text-sm font-semibold">{(chosen || rating).toFixed(1)}</span>
        <span className="text-xs text-muted-foreground">/{STAR_COUNT}</span>
      </span>
      {count === undefined ? null : (
        <span className="text-xs tabular-nums text-muted-foreground">
          ({formatCount(count)} votes)
        </span>
      )}
      <span
        aria-live="polite"
        data-slot="star-rating-label"
        className={clsx(
          // As wide as the longest label ('Vote not saved'): a shorter hover label must not
          // re-wrap the row and move the stars from under the pointer.
          'inline-block min-w-[14ch] text-xs font-medium',
          notice === THANK_YOU_LABEL ? 'text-success' : 'text-muted-foreground',
        )}
      >
        {text}
      </span>
    </div>
  )
}
