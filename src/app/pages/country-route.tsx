/** Element of the ranking and category routes (/ca, /ca/slots, /:country/:category). */
import { useParams } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { useRankingCatalog } from '@/features/ranking/api/use-ranking-catalog'
import { RankingPage } from '@/features/ranking/pages/ranking-page'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { ContentPage } from './content-page-route'
import { useCountryParams } from './country-params'

export function RankingRoute({ country }: { country?: string }) {
  const params = useParams()
  const match = useCountryParams(country)
  const catalog = useRankingCatalog(match)
  // /{slug} without a country of that slug may be a page created in the admin (the
  // database keeps page and country slugs apart): its row decides, or the 404 page.
  const pageSlug = !country && params.category === undefined ? params.country : undefined
  if (pageSlug && match && catalog.status === 'not-found') return <ContentPage slug={pageSlug} />
  if (!match || catalog.status === 'not-found') return <NotFoundPage />
  if (catalog.status === 'pending') return <PageLoading />
  return <RankingPage country={match.country} category={match.category} catalog={catalog} />
}
