/**
 * A section's page: its label as the title (the browser tab and the heading) and its
 * description under it, then what the section shows, told whether the signed-in role may
 * write the section. A section with an edit form shows the form instead while the URL
 * names a row (`?edit=<id>`, `?edit=new`), keyed by it so that another row starts afresh.
 *
 * @example
 * export function CategoriesPage() {
 *   return <SectionPage section={categoriesSection} content={CategoriesTable} form={CategoryForm} />
 * }
 */
import type { ComponentType } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSectionAccess } from '../auth/use-section-access'
import type { AdminSection, AdminSectionKey } from '../sections'
import { AdminPage } from './admin-page'
import { EDIT_PARAM } from './edit-links'
import type { RowFormProps } from './form'

export function SectionPage({
  section,
  content: Content,
  form: Form,
}: {
  section: Pick<AdminSection, 'label' | 'description'> & { key: AdminSectionKey }
  /** What the section shows: its list (or its library, its file manager, its settings). */
  content: ComponentType<{ canWrite: boolean }>
  /** The edit form that `?edit=` opens (loadedRowForm). */
  form?: ComponentType<RowFormProps>
}) {
  const { canWrite } = useSectionAccess(section.key)
  const [params] = useSearchParams()
  const editing = Form ? params.get(EDIT_PARAM) : null
  return (
    <AdminPage title={section.label} description={section.description}>
      {Form && editing ? (
        <Form key={editing} id={editing} canWrite={canWrite} />
      ) : (
        <Content canWrite={canWrite} />
      )}
    </AdminPage>
  )
}
