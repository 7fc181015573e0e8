/** Lazy route module: /admin/media. */
import { MediaPage } from '@/features/admin/media'

export default MediaPage
