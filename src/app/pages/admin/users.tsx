/** Lazy route module: /admin/users. */
import { UsersPage } from '@/features/admin/users/users-page'

export default UsersPage
