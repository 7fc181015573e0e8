/** Lazy route module: /admin/postbacks. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function PostbacksPage() {
  return <AdminPage title={paths.admin.postbacks.label} />
}
