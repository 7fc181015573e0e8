/** Lazy route module: /admin/set-password (where invite and password reset links land). */
import { SetPasswordPage } from '@/features/admin/auth/set-password-page'

export default SetPasswordPage
