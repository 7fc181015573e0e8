/**
 * The code of the ranking and compare pages' parts below the brand list, loaded apart
 * (below-the-fold.tsx says why); `preloadBelowTheFold` loads it all for the prerender.
 */
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { preloadMarketRuleParts } from './market-rules-code'

export const LazyOtherCategories = lazyWithPreload(() =>
  import('./other-categories').then((module) => module.OtherCategories),
)
export const LazyChooseGuide = lazyWithPreload(() =>
  import('./choose-guide').then((module) => module.ChooseGuide),
)
export const LazyRankingFaq = lazyWithPreload(() =>
  import('./ranking-faq').then((module) => module.RankingFaq),
)
export const LazyCompareTable = lazyWithPreload(() =>
  import('./compare-table').then((module) => module.CompareTable),
)

/** Also the market rules' parts (market-rules-code.ts), which the prerender needs whole too. */
export async function preloadBelowTheFold(): Promise<void> {
  await Promise.all([
    ...[LazyOtherCategories, LazyChooseGuide, LazyRankingFaq, LazyCompareTable].map((part) =>
      part.preload(),
    ),
    preloadMarketRuleParts(),
  ])
}
