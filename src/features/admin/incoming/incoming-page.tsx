/** /admin/incoming: Incoming Clicks (visitor sessions), for admins and analysts, read-only. */
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import { SessionsTable } from './sessions-table'

export function IncomingPage() {
  return (
    <AdminPage
      title={adminSections.incoming.label}
      description="Every visit to the public site, newest first: where it came from, on what device, and the brand clicks it led to."
    >
      <SessionsTable />
    </AdminPage>
  )
}
