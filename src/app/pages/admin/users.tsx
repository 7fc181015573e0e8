/** Lazy route module: /admin/users. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function UsersPage() {
  return <AdminPage title={adminSections.users.label} />
}
