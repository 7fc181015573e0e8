/** Lazy route module: /admin/test-postback. */
import { TestPostbackPage } from '@/features/admin/postbacks'

export default TestPostbackPage
