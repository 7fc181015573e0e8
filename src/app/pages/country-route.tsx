/** Element of the ranking and category routes (/ca, /ca/slots, /:country/:category). */
import { PageLoading } from '@/components/page-loading'
import { useRankingCatalog } from '@/features/ranking/api/use-ranking-catalog'
import { RankingPage } from '@/features/ranking/pages/ranking-page'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { useCountryParams } from './country-params'

export function RankingRoute({ country }: { country?: string }) {
  const match = useCountryParams(country)
  const catalog = useRankingCatalog(match)
  if (!match || catalog.status === 'not-found') return <NotFoundPage />
  if (catalog.status === 'pending') return <PageLoading />
  return <RankingPage country={match.country} category={match.category} catalog={catalog} />
}
