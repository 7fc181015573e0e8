/** Lazy route module: /admin/profile. */
import { ProfilePage } from '@/features/admin/profile/profile-page'

export default ProfilePage
