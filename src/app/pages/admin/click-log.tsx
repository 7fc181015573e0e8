/** Lazy route module: /admin/click-log. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function ClickLogPage() {
  return <AdminPage title={adminSections.clickLog.label} />
}
