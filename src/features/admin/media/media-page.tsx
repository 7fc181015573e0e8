/**
 * /admin/media: the media library. Editors and admins upload, describe, replace and
 * delete; the section's guard keeps other roles out.
 */
import { SectionPage } from '../components/section-page'
import { MediaLibrary } from './media-library'
import { mediaSection } from './section'

export function MediaPage() {
  return <SectionPage section={mediaSection} content={MediaLibrary} />
}
