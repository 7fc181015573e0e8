/** Ranking and compare pages, and what other features and the prerender need from them. */
export { RankingPage } from './pages/ranking-page'
export { preloadBelowTheFold } from './components/below-the-fold-code'
export { ComparePage } from './pages/compare-page'
export { rankingHeading, rankingSubtitle, rankingTitle } from './lib/ranking-heading'
export { prefetchRanking, prefetchCompare } from './api/prefetch'
export { getCategories } from './api/get-categories'
export { rankingKeys } from './api/keys'
export { StarRating } from './components/star-rating'
export { BrandCard } from './components/brand-card'
export { BrandLogo } from './components/brand-logo'
export { TRUST_BADGES, TRUST_CLAIMS, trustClaims, type TrustBadgeKey } from './lib/trust-badges'
export { cardValues, reviewSlug, type Brand } from './lib/brand-rules'
export { chooseLogo } from './lib/logo'
export { rankingPositions, visitorRanking } from './lib/ranking-order'
export { useAppliedRules } from './api/use-market-rules'
export {
  CtaPlaceholder,
  MarketRulesProvider,
  ResponsibleGamblingNote,
  SignificantTerms,
} from './components/market-rules'
export { useCtaState, useMarketRules } from './components/market-rules-context'
export {
  listableForVisitor,
  MARKET_RULE_COLUMNS,
  type AppliedRules,
  type Market,
  type MarketRuleRow,
} from './lib/market-rules'
export { hiddenOfferText, offerView, type OfferTerms } from './lib/offer-terms'
