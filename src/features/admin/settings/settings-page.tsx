/** /admin/settings: the site's settings, grouped; admins read and write (sections.ts). */
import { SectionPage } from '../components/section-page'
import { settingsSection } from './section'
import { SettingsForm } from './settings-form'

export function SettingsPage() {
  return <SectionPage section={settingsSection} content={SettingsForm} />
}
