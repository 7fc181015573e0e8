/** The review page, and what the prerender and sitemap need from it. */
export { ReviewPage } from './pages/review-page'
export { prefetchReview } from './api/get-review'
export { listActiveBrandSlugs } from './api/list-active-brand-slugs'
export { reviewKeys } from './api/keys'
