/** Outgoing Clicks (/admin/click-log). */
export { ClickLogPage } from './click-log-page'
