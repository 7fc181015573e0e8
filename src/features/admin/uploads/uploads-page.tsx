/** /admin/uploads: the uploads bucket's file manager; editors and admins write. */
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import { UploadsManager } from './uploads-manager'

export function UploadsPage() {
  const { canWrite } = useSectionAccess('uploads')
  return (
    <AdminPage
      title={adminSections.uploads.label}
      description="Documents and images in the uploads bucket, served as they are (never resized or converted)."
    >
      <UploadsManager canWrite={canWrite} />
    </AdminPage>
  )
}
