/** Lazy route module: the parent of every admin route (auth state, theme). */
import { AdminRoot } from '@/features/admin/admin-root'

export default AdminRoot
