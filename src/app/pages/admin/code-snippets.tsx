/** Lazy route module: /admin/code-snippets. */
import { CodeSnippetsPage } from '@/features/admin/code-snippets'

export default CodeSnippetsPage
