/** Analytics (/admin/analytics): traffic and revenue reports. */
import { ChartColumn } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage, TRAFFIC } from '../section-definition'

export const analyticsSection = defineSection({
  key: 'analytics',
  slug: 'analytics',
  label: 'Analytics',
  icon: ChartColumn,
  read: TRAFFIC,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./analytics-page'),
    (m) => m.AnalyticsPage,
  ),
})
