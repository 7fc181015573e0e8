/** Lazy route module: /admin/media. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function MediaPage() {
  return <AdminPage title={paths.admin.media.label} />
}
