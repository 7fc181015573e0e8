/** Lazy route module: /admin/forgot-password (a reset link by email). */
import { ForgotPasswordPage } from '@/features/admin/auth/forgot-password-page'

export default ForgotPasswordPage
