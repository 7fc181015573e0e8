/** /admin/settings: the site's settings, grouped; admins read and write (sections.ts). */
import { useSectionAccess } from '../auth/use-section-access'
import { AdminPage } from '../components/admin-page'
import { adminSections } from '../sections'
import { SettingsForm } from './settings-form'

export function SettingsPage() {
  const { canWrite } = useSectionAccess('settings')
  return (
    <AdminPage
      title={adminSections.settings.label}
      description="Facts the public site states, tracking rules, session limits, publishing and reporting. Each group says when a change takes effect."
    >
      <SettingsForm canWrite={canWrite} />
    </AdminPage>
  )
}
