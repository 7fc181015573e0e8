/** Lazy route module: /admin/analytics. */
import { AnalyticsPage } from '@/features/admin/analytics'

export default AnalyticsPage
