/** Lazy route module: /admin/pages. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function PagesPage() {
  return <AdminPage title={adminSections.pages.label} />
}
