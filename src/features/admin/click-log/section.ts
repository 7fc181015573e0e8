/** Outgoing Clicks (/admin/click-log): clicks on brands, live. */
import { ArrowUpRight } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage, TRAFFIC } from '../section-definition'

export const clickLogSection = defineSection({
  key: 'clickLog',
  slug: 'click-log',
  label: 'Outgoing Clicks',
  icon: ArrowUpRight,
  read: TRAFFIC,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./click-log-page'),
    (m) => m.ClickLogPage,
  ),
})
