/** Lazy route module: /admin/pages. */
import { PagesPage } from '@/features/admin/pages'

export default PagesPage
