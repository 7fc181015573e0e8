import { useParams } from 'react-router-dom'
import { ReviewPage } from '@/features/reviews'
import { NotFoundPage } from '@/features/site'

export function ReviewRoute() {
  const { brandSlug } = useParams()
  return brandSlug ? <ReviewPage key={brandSlug} brandSlug={brandSlug} /> : <NotFoundPage />
}
