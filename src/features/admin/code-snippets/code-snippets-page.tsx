/**
 * /admin/code-snippets: the list, or the form when the URL names a snippet (`?edit=<id>`,
 * `?edit=new`). Admins only (sections.ts; the database's policies agree).
 */
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { EDIT_PARAM } from '../components/edit-links'
import { adminSections } from '../sections'
import { SnippetForm, SnippetWarning } from './snippet-form'
import { SnippetsTable } from './snippets-table'

export function CodeSnippetsPage() {
  const { canWrite } = useSectionAccess('codeSnippets')
  const [params] = useSearchParams()
  const editing = params.get(EDIT_PARAM)
  return (
    <AdminPage
      title={adminSections.codeSnippets.label}
      description="Third-party code (analytics, tag managers) the build puts into every public page at its placement."
    >
      {editing ? (
        <SnippetForm key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <div className="space-y-6">
          <SnippetWarning />
          <SnippetsTable canWrite={canWrite} />
        </div>
      )}
    </AdminPage>
  )
}
