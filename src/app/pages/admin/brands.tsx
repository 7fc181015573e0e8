/** Lazy route module: /admin/brands. */
import { BrandsPage } from '@/features/admin/brands'

export default BrandsPage
