/** Users (/admin/users): staff accounts and their roles, the admin's alone. */
import { Users } from 'lucide-react'
import { ADMIN_ONLY, defineSection, lazyPage } from '../section-definition'

export const usersSection = defineSection({
  key: 'users',
  slug: 'users',
  label: 'Users',
  description:
    'Who may use the admin and in which role. Invitations and password resets are one-time links you pass on; disabling someone ends their sessions at once.',
  icon: Users,
  read: ADMIN_ONLY,
  write: ADMIN_ONLY,
  page: lazyPage(
    () => import('./users-page'),
    (m) => m.UsersPage,
  ),
  table: { name: 'admin_users', noun: 'staff member', audit: 'Users (staff)' },
})
