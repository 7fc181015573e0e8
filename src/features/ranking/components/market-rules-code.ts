/**
 * The market rules' parts that few pages show (#26), loaded apart: the page of a market
 * closed to casino promotion, the notice for a visitor in one, the significant terms of an
 * offer. The prerender preloads them (preloadMarketRuleParts), so the HTML holds them whole.
 */
import { lazyWithPreload } from '@/lib/lazy-with-preload'

export const LazyClosedMarket = lazyWithPreload(() =>
  import('./closed-market').then((module) => module.ClosedMarket),
)
export const LazyVisitorMarketClosed = lazyWithPreload(() =>
  import('./closed-market').then((module) => module.VisitorMarketClosed),
)
export const LazySignificantTerms = lazyWithPreload(() =>
  import('./significant-terms').then((module) => module.SignificantTerms),
)

export async function preloadMarketRuleParts(): Promise<void> {
  await Promise.all(
    [LazyClosedMarket, LazyVisitorMarketClosed, LazySignificantTerms].map((part) => part.preload()),
  )
}
