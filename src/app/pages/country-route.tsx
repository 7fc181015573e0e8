/** Element of the ranking and category routes (/ca, /ca/slots, /:country/:category). */
import { RankingPage } from '@/features/ranking/pages/ranking-page'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { useCountryParams } from './country-params'

export function RankingRoute({ country }: { country?: string }) {
  const match = useCountryParams(country)
  return match ? (
    <RankingPage country={match.country} category={match.category} />
  ) : (
    <NotFoundPage />
  )
}
