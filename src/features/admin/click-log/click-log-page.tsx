/** /admin/click-log: Outgoing Clicks, for admins and analysts (read-only: clicks are never edited). */
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import { ClickLogTable } from './click-log-table'

export function ClickLogPage() {
  return (
    <AdminPage
      title={adminSections.clickLog.label}
      description="Every click towards a brand's affiliate link, newest first, with its visitor, device, source and traffic quality."
    >
      <ClickLogTable />
    </AdminPage>
  )
}
