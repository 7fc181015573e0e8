/** Lazy route module: /admin/brands. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function BrandsPage() {
  return <AdminPage title={adminSections.brands.label} />
}
