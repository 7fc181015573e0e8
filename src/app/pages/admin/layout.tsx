/** Lazy route module: the admin frame (sidebar, top bar) around the admin pages. */
import { AdminLayout } from '@/features/admin/layout/admin-layout'

export default AdminLayout
