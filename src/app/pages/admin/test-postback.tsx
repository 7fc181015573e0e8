/** Lazy route module: /admin/test-postback. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function TestPostbackPage() {
  return <AdminPage title={paths.admin.testPostback.label} />
}
