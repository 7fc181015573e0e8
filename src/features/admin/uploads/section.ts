/** Uploads (/admin/uploads): files in folders of the uploads bucket. */
import { Upload } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const uploadsSection = defineSection({
  key: 'uploads',
  slug: 'uploads',
  label: 'Uploads',
  description:
    'Documents and images in the uploads bucket, served as they are (never resized or converted).',
  icon: Upload,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./uploads-page'),
    (m) => m.UploadsPage,
  ),
})
