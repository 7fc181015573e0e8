/** Incoming Clicks (/admin/incoming): visitor sessions, as they arrived. */
import { ArrowDownToLine } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage, TRAFFIC } from '../section-definition'

export const incomingSection = defineSection({
  key: 'incoming',
  slug: 'incoming',
  label: 'Incoming Clicks',
  icon: ArrowDownToLine,
  read: TRAFFIC,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./incoming-page'),
    (m) => m.IncomingPage,
  ),
})
