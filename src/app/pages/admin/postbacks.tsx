/** Lazy route module: /admin/postbacks. */
import { PostbacksPage } from '@/features/admin/postbacks'

export default PostbacksPage
