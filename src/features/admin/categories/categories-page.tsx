/**
 * /admin/categories: the list, or the form when the URL names a category (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { EDIT_PARAM } from '../components/edit-links'
import { adminSections } from '../sections'
import { CategoriesTable } from './categories-table'
import { CategoryForm } from './category-form'

export function CategoriesPage() {
  const { canWrite } = useSectionAccess('categories')
  const [params] = useSearchParams()
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.categories.label}
      description="The rankings by game type. An active category has a ranking per country at /{country}/{slug}; the default one lists every brand."
    >
      {editing ? (
        <CategoryForm key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <CategoriesTable canWrite={canWrite} />
      )}
    </AdminPage>
  )
}
