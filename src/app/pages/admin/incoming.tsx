/** Lazy route module: /admin/incoming. */
import { IncomingPage } from '@/features/admin/incoming'

export default IncomingPage
