export { ReviewPage } from './pages/review-page'
