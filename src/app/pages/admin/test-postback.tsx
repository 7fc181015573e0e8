/** Lazy route module: /admin/test-postback. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function TestPostbackPage() {
  return <AdminPage title={adminSections.testPostback.label} />
}
