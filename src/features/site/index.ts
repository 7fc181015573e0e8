export { PublicLayout } from './components/public-layout'
export { NotFoundPage } from './pages/not-found-page'
export { INFO_PAGES } from './pages/info-pages'
export {
  countriesQueryOptions,
  getCountries,
  prefetchCountries,
  useCountries,
} from './api/get-countries'
export { preloadSiteContent } from './pages/content'
export { prefetchPublicSettings } from './api/get-public-settings'
