/** Lazy route module: /admin/pages. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function PagesPage() {
  return <AdminPage title={paths.admin.pages.label} />
}
