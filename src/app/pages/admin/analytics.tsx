/** Lazy route module: /admin/analytics. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function AnalyticsPage() {
  return <AdminPage title={adminSections.analytics.label} />
}
