/** Lazy route module: /admin/uploads. */
import { UploadsPage } from '@/features/admin/uploads'

export default UploadsPage
