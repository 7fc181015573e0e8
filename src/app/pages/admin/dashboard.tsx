/** Lazy route module: /admin/dashboard. */
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page'

export default DashboardPage
