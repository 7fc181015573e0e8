/** Settings (/admin/settings): the site's facts and the admin's limits, the admin's alone. */
import { Settings } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage } from '../section-definition'

export const settingsSection = defineSection({
  key: 'settings',
  slug: 'settings',
  label: 'Settings',
  description:
    'Facts the public site states, tracking rules, session limits, publishing and reporting. Each group says when a change takes effect.',
  icon: Settings,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./settings-page'),
    (m) => m.SettingsPage,
  ),
  table: { name: 'site_settings', noun: 'settings', audit: 'Settings' },
})
