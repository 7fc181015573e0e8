/** Lazy route module: /admin/categories. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function CategoriesPage() {
  return <AdminPage title={adminSections.categories.label} />
}
