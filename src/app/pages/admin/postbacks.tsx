/** Lazy route module: /admin/postbacks. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function PostbacksPage() {
  return <AdminPage title={adminSections.postbacks.label} />
}
