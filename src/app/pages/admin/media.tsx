/** Lazy route module: /admin/media. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function MediaPage() {
  return <AdminPage title={adminSections.media.label} />
}
