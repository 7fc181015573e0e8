export { RankingPage } from './pages/ranking-page'
export { ComparePage } from './pages/compare-page'
export { rankingHeading, rankingSubtitle, rankingTitle } from './lib/ranking-heading'
