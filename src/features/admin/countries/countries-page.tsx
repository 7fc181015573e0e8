/**
 * /admin/countries: the list, or the form when the URL names a country (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import { CountriesTable } from './countries-table'
import { CountryForm } from './country-form'
import { EDIT_PARAM } from '../components/edit-links'

export function CountriesPage() {
  const { canWrite } = useSectionAccess('countries')
  const [params] = useSearchParams()
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.countries.label}
      description="The markets the site ranks casinos for. An active country has its ranking at /{slug}."
    >
      {editing ? (
        <CountryForm key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <CountriesTable canWrite={canWrite} />
      )}
    </AdminPage>
  )
}
