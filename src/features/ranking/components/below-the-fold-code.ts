/**
 * The code of the ranking and compare pages' parts below the brand list, loaded apart
 * (below-the-fold.tsx says why); `preloadBelowTheFold` loads it all for the prerender.
 */
import { lazyWithPreload } from '@/lib/lazy-with-preload'

export const LazyChooseGuide = lazyWithPreload(() =>
  import('./choose-guide').then((module) => module.ChooseGuide),
)
export const LazyRankingFaq = lazyWithPreload(() =>
  import('./ranking-faq').then((module) => module.RankingFaq),
)
export const LazyCompareTable = lazyWithPreload(() =>
  import('./compare-table').then((module) => module.CompareTable),
)

export async function preloadBelowTheFold(): Promise<void> {
  await Promise.all(
    [LazyChooseGuide, LazyRankingFaq, LazyCompareTable].map((part) => part.preload()),
  )
}
