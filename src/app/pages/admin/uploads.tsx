/** Lazy route module: /admin/uploads. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function UploadsPage() {
  return <AdminPage title={adminSections.uploads.label} />
}
