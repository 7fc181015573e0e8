/** Lazy route module: /admin/incoming. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function IncomingPage() {
  return <AdminPage title={paths.admin.incoming.label} />
}
