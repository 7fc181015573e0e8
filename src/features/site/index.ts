export { PublicLayout } from './components/public-layout'
export { NotFoundPage } from './pages/not-found-page'
export {
  countriesQueryOptions,
  getCountries,
  prefetchCountries,
  useCountries,
} from './api/get-countries'
export {
  footerPagesQueryOptions,
  listPublishedPageSlugs,
  pageQueryOptions,
  prefetchFooterPages,
  prefetchPage,
} from './api/get-page'
export { preloadSiteContent } from './pages/content'
export { MarkdownContent } from './markdown/markdown-content'
export { prefetchPublicSettings } from './api/get-public-settings'
export { CountryFlag } from './components/country-flag'
