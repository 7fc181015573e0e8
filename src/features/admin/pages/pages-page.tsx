/**
 * /admin/pages: the list, or the form when the URL names a page (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { SectionPage } from '../components/section-page'
import { PageForm } from './page-form'
import { PagesTable } from './pages-table'
import { pagesSection } from './section'

export function PagesPage() {
  return <SectionPage section={pagesSection} content={PagesTable} form={PageForm} />
}
