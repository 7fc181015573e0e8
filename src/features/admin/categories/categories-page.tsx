/**
 * /admin/categories: the list, or the form when the URL names a category (`?edit=<id>`,
 * `?edit=new`). Editors and admins write; other roles never reach the section (the
 * registry's guard), and a read-only role would see no write controls.
 */
import { SectionPage } from '../components/section-page'
import { CategoriesTable } from './categories-table'
import { CategoryForm } from './category-form'
import { categoriesSection } from './section'

export function CategoriesPage() {
  return <SectionPage section={categoriesSection} content={CategoriesTable} form={CategoryForm} />
}
