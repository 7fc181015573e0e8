/** Lazy route module: /admin/categories. */
import { CategoriesPage } from '@/features/admin/categories'

export default CategoriesPage
