/** Code Snippets (/admin/code-snippets): scripts the public pages include, the admin's alone. */
import { Code } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage } from '../section-definition'

export const codeSnippetsSection = defineSection({
  key: 'codeSnippets',
  slug: 'code-snippets',
  label: 'Code Snippets',
  description:
    'Third-party code (analytics, tag managers) the build puts into every public page at its placement.',
  icon: Code,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./code-snippets-page'),
    (m) => m.CodeSnippetsPage,
  ),
  table: { name: 'code_snippets', noun: 'snippet', audit: 'Code snippets', restorable: true },
})
