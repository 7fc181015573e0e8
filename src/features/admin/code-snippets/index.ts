export { CodeSnippetsPage } from './code-snippets-page'
