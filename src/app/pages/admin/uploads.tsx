/** Lazy route module: /admin/uploads. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function UploadsPage() {
  return <AdminPage title={paths.admin.uploads.label} />
}
