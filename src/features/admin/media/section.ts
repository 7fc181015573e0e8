/** Media (/admin/media): the image library, with alt texts. */
import { Image } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const mediaSection = defineSection({
  key: 'media',
  slug: 'media',
  label: 'Media',
  icon: Image,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./media-page'),
    (m) => m.MediaPage,
  ),
  // Not restorable: the file would not come back with its row.
  table: { name: 'media', noun: 'file', audit: 'Media' },
})
