/**
 * /admin/pages: the list, or the form when the URL names a page (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { EDIT_PARAM } from '../components/edit-links'
import { adminSections } from '../sections'
import { PageForm } from './page-form'
import { PagesTable } from './pages-table'

export function PagesPage() {
  const { canWrite } = useSectionAccess('pages')
  const [params] = useSearchParams()
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.pages.label}
      description="The site's own pages (about, privacy, the game guides...) in Markdown. A published page is at /{slug}; those shown in the footer are linked from every page."
    >
      {editing ? (
        <PageForm key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <PagesTable canWrite={canWrite} />
      )}
    </AdminPage>
  )
}
