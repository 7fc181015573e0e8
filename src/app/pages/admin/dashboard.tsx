/** Lazy route module: /admin/dashboard. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function DashboardPage() {
  return <AdminPage title={paths.admin.dashboard.label} />
}
