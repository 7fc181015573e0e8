/** Lazy route module: /admin/login. */
import { LoginPage } from '@/features/admin/auth/login-page'

export default LoginPage
