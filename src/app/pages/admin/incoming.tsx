/** Lazy route module: /admin/incoming. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function IncomingPage() {
  return <AdminPage title={adminSections.incoming.label} />
}
