/** Lazy route module: /admin/code-snippets. */
import { paths } from '@/config/paths'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function CodeSnippetsPage() {
  return <AdminPage title={paths.admin.codeSnippets.label} />
}
