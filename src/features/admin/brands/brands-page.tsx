/**
 * /admin/brands: the list, or the form when the URL names a brand (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { SectionPage } from '../components/section-page'
import { BrandForm } from './brand-form'
import { BrandsTable } from './brands-table'
import { brandsSection } from './section'

export function BrandsPage() {
  return <SectionPage section={brandsSection} content={BrandsTable} form={BrandForm} />
}
