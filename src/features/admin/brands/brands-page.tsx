/**
 * /admin/brands: the list, or the form when the URL names a brand (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { EDIT_PARAM } from '../components/edit-links'
import { adminSections } from '../sections'
import { BrandForm } from './brand-form'
import { BrandsTable } from './brands-table'

export function BrandsPage() {
  const { canWrite } = useSectionAccess('brands')
  const [params] = useSearchParams()
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.brands.label}
      description="The casinos ranked per country, each country in its own ranking order."
    >
      {editing ? (
        <BrandForm key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <BrandsTable canWrite={canWrite} />
      )}
    </AdminPage>
  )
}
