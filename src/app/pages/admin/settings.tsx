/** Lazy route module: /admin/settings. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function SettingsPage() {
  return <AdminPage title={adminSections.settings.label} />
}
