/** Lazy route module: /admin/click-log. */
import { ClickLogPage } from '@/features/admin/click-log'

export default ClickLogPage
