/** Lazy route module: /admin/analytics. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function AnalyticsPage() {
  return <AdminPage title={paths.admin.analytics.label} />
}
