import { Star } from 'lucide-react'
import { fullStars } from '../lib/review-rules'

/** Five stars with the floor of `stars` filled, the value and '({n} reviews)'. */
export function ReviewStars({ stars, reviews }: { stars: number; reviews: number }) {
  const full = fullStars(stars)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex" role="img" aria-label={`Rated ${stars.toFixed(1)} out of 5`}>
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={index < full ? 'size-5 fill-gold text-gold' : 'size-5 text-gold/40'}
            strokeWidth={1.5}
          />
        ))}
      </span>
      <span className="font-bold tabular-nums">{stars.toFixed(1)}</span>
      <span className="text-sm text-muted-foreground">
        ({reviews.toLocaleString('en-US')} reviews)
      </span>
    </div>
  )
}
