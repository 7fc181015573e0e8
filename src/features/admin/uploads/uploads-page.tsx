/** /admin/uploads: the uploads bucket's file manager; editors and admins write. */
import { SectionPage } from '../components/section-page'
import { uploadsSection } from './section'
import { UploadsManager } from './uploads-manager'

export function UploadsPage() {
  return <SectionPage section={uploadsSection} content={UploadsManager} />
}
