import { fullStars } from '../lib/review-rules'
import { formatCount } from '@/lib/format'
import { StarRow } from '@/components/ui/star-row'

/**
 * The header's two figures, each saying whose it is: the editor score as stars out of 5
 * (the floor of `stars` filled), and apart from it the players' rating with its
 * '({n} reviews)', the players' count, which never sits beside the editor's stars.
 */
export function ReviewStars({
  stars,
  rating,
  reviews,
}: {
  stars: number
  rating: number
  reviews: number
}) {
  const full = fullStars(stars)
  return (
    <div className="space-y-1.5">
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className="text-sm">
          Editor score
        </span>
        <span role="img" aria-label={`Editor score ${stars.toFixed(1)} out of 5`}>
          <StarRow value={full} />
        </span>
        <span aria-hidden="true" className="tabular-nums">
          <span className="font-bold">{stars.toFixed(1)}</span>
          <span className="text-sm">/5</span>
        </span>
      </p>
      <p className="text-sm tabular-nums">
        Players&apos; rating <span className="font-bold">{rating.toFixed(1)}</span>/5{' '}
        <span className="text-muted-foreground">({formatCount(reviews)} reviews)</span>
      </p>
    </div>
  )
}
