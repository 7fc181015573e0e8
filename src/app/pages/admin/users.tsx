/** Lazy route module: /admin/users. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function UsersPage() {
  return <AdminPage title={paths.admin.users.label} />
}
