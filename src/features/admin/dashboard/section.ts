/** The Dashboard (/admin/dashboard): every role's start; its write is 'Rebuild public pages'. */
import { LayoutDashboard } from 'lucide-react'
import { CONTENT, defineSection, EVERY_STAFF_ROLE, lazyPage } from '../section-definition'

export const dashboardSection = defineSection({
  key: 'dashboard',
  slug: 'dashboard',
  label: 'Dashboard',
  icon: LayoutDashboard,
  read: EVERY_STAFF_ROLE,
  // Writing here is 'Rebuild public pages': editors need it after a catalog change.
  write: CONTENT,
  page: lazyPage(
    () => import('./dashboard-page'),
    (m) => m.DashboardPage,
  ),
})
