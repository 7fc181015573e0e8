/** Lazy route module: /admin/click-log. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function ClickLogPage() {
  return <AdminPage title={paths.admin.clickLog.label} />
}
