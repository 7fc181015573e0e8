/**
 * Elements of the country routes. The explicit routes (/ca, /uk, ...) pass their country;
 * the generic ones (/:country) read it from the URL and answer 404 for anything that is
 * not a two-letter code, so /nowhere is the 404 page rather than a "Global" ranking.
 *
 * The compare page (and its comparison table) is a chunk of its own, so a ranking page
 * does not download it; the compare routes load it before rendering (routes.tsx).
 */
import { useParams } from 'wouter'
import { DEFAULT_CATEGORY, isCategoryParam, isCountryParam } from '@/config/paths'
import { RankingPage } from '@/features/ranking/pages/ranking-page'
import { lazyWithPreload } from '@/features/site/lib/lazy-with-preload'
import { NotFoundPage } from '@/features/site/pages/not-found-page'

export const ComparePage = lazyWithPreload(() =>
  import('@/features/ranking/pages/compare-page').then((m) => m.ComparePage),
)

function useCountryParams(fixedCountry: string | undefined) {
  const params = useParams()
  const country = fixedCountry ?? params.country
  const category = params.category ?? DEFAULT_CATEGORY
  const valid = isCountryParam(country) && isCategoryParam(category)
  return valid ? { country, category } : null
}

export function RankingRoute({ country }: { country?: string }) {
  const match = useCountryParams(country)
  return match ? (
    <RankingPage country={match.country} category={match.category} />
  ) : (
    <NotFoundPage />
  )
}

export function CompareRoute({ country }: { country?: string }) {
  const match = useCountryParams(country)
  return match ? <ComparePage country={match.country} /> : <NotFoundPage />
}
