/** Lazy route module: /admin/settings. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function SettingsPage() {
  return <AdminPage title={paths.admin.settings.label} />
}
