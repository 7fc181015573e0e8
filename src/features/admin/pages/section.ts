/** Pages (/admin/pages): the site's own pages, in Markdown. */
import { FileText } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const pagesSection = defineSection({
  key: 'pages',
  slug: 'pages',
  label: 'Pages',
  icon: FileText,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./pages-page'),
    (m) => m.PagesPage,
  ),
  table: { name: 'pages', noun: 'page', audit: 'Pages', restorable: true },
})
