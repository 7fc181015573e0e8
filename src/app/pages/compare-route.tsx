/**
 * Element of the compare routes (/ca/compare, /:country/compare): a chunk of its own, so
 * a ranking page does not download the comparison table, nor the compare page the ranking
 * page's guide and FAQ.
 */
import { PageLoading } from '@/components/page-loading'
import { useCountryCatalog } from '@/features/ranking/api/use-country-catalog'
import { ComparePage } from '@/features/ranking/pages/compare-page'
import { NotFoundPage } from '@/features/site/pages/not-found-page'
import { useCountryParams } from './country-params'

export function CompareRoute({ country }: { country?: string }) {
  const match = useCountryParams(country)
  const catalog = useCountryCatalog(match?.country ?? null)
  if (!match || catalog.status === 'not-found') return <NotFoundPage />
  if (catalog.status === 'pending') return <PageLoading />
  return <ComparePage country={match.country} countryName={catalog.countryName} />
}
