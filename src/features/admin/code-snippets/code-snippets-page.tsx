/**
 * /admin/code-snippets: the list under the warning that a snippet runs on every public
 * page, or the form when the URL names a snippet (`?edit=<id>`, `?edit=new`). Admins only
 * (sections.ts; the database's policies agree).
 */
import { SectionPage } from '../components/section-page'
import { codeSnippetsSection } from './section'
import { SnippetForm, SnippetWarning } from './snippet-form'
import { SnippetsTable } from './snippets-table'

function SnippetList({ canWrite }: { canWrite: boolean }) {
  return (
    <div className="space-y-6">
      <SnippetWarning />
      <SnippetsTable canWrite={canWrite} />
    </div>
  )
}

export function CodeSnippetsPage() {
  return <SectionPage section={codeSnippetsSection} content={SnippetList} form={SnippetForm} />
}
