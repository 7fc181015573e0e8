/** Users (/admin/users): staff accounts and their roles, the admin's alone. */
import { Users } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage } from '../section-definition'

export const usersSection = defineSection({
  key: 'users',
  slug: 'users',
  label: 'Users',
  icon: Users,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./users-page'),
    (m) => m.UsersPage,
  ),
  table: { name: 'admin_users', noun: 'staff member', audit: 'Users (staff)' },
})
