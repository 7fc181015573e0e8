/** Media (/admin/media): the image library, with alt texts. */
import { Image } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const mediaSection = defineSection({
  key: 'media',
  slug: 'media',
  label: 'Media',
  description:
    'Site images in the media bucket. Thumbnails and the optimised URL go through the image renderer (WebP, quality 80).',
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
