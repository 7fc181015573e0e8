/** Pages (/admin/pages): the site's own pages, in Markdown. */
import { FileText } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const pagesSection = defineSection({
  key: 'pages',
  slug: 'pages',
  label: 'Pages',
  description:
    "The site's own pages (about, privacy, the game guides...) in Markdown. A published page is at /{slug}; those shown in the footer are linked from every page.",
  icon: FileText,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./pages-page'),
    (m) => m.PagesPage,
  ),
  table: { name: 'pages', noun: 'page', audit: 'Pages', restorable: true },
})
