/**
 * /admin/media: the media library. Editors and admins upload, describe, replace and
 * delete; the section's guard keeps other roles out.
 */
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import { MediaLibrary } from './media-library'

export function MediaPage() {
  const { canWrite } = useSectionAccess('media')
  return (
    <AdminPage
      title={adminSections.media.label}
      description="Site images in the media bucket. Thumbnails and the optimised URL go through the image renderer (WebP, quality 80)."
    >
      <MediaLibrary canWrite={canWrite} />
    </AdminPage>
  )
}
