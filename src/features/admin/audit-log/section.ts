/**
 * Audit log (/admin/audit-log): who changed what and when; nothing in it is changed from
 * the admin (the triggers write it).
 */
import { History } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage } from '../section-definition'

export const auditLogSection = defineSection({
  key: 'auditLog',
  slug: 'audit-log',
  label: 'Audit log',
  icon: History,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./audit-log-page'),
    (m) => m.AuditLogPage,
  ),
})
