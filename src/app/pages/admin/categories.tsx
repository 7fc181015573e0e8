/** Lazy route module: /admin/categories. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function CategoriesPage() {
  return <AdminPage title={paths.admin.categories.label} />
}
