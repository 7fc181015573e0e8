/** Lazy route module: /admin/brands. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function BrandsPage() {
  return <AdminPage title={paths.admin.brands.label} />
}
