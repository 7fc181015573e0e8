/** Lazy route module: /admin/settings. */
import { SettingsPage } from '@/features/admin/settings'

export default SettingsPage
