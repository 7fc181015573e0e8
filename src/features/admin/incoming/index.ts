/** Incoming Clicks (/admin/incoming). */
export { IncomingPage } from './incoming-page'
