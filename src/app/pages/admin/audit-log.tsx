/** Lazy route module: /admin/audit-log. */
import { AuditLogPage } from '@/features/admin/audit-log/audit-log-page'

export default AuditLogPage
