import { useParams } from 'react-router-dom'
import { ReviewPage } from '@/features/reviews/pages/review-page'
import { NotFoundPage } from '@/features/site/pages/not-found-page'

export function ReviewRoute() {
  const { brandSlug } = useParams()
  return brandSlug ? <ReviewPage key={brandSlug} brandSlug={brandSlug} /> : <NotFoundPage />
}
