export { PostbacksPage } from './postbacks-page'
export { TestPostbackPage } from './test-postback-page'
