/** Lazy route module: /admin/countries. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function CountriesPage() {
  return <AdminPage title={paths.admin.countries.label} />
}
