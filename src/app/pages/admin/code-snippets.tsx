/** Lazy route module: /admin/code-snippets. */
import { adminSections } from '@/features/admin/sections'
import { AdminPage } from '@/features/admin/components/admin-page'

export default function CodeSnippetsPage() {
  return <AdminPage title={adminSections.codeSnippets.label} />
}
