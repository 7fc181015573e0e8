/** Categories (/admin/categories): the ranking's categories, tagged on brands. */
import { Tags } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const categoriesSection = defineSection({
  key: 'categories',
  slug: 'categories',
  label: 'Categories',
  description:
    'The rankings by game type. An active category has a ranking per country at /{country}/{slug}; the default one lists every brand.',
  icon: Tags,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./categories-page'),
    (m) => m.CategoriesPage,
  ),
  table: {
    name: 'categories',
    noun: 'category',
    plural: 'categories',
    audit: 'Categories',
    restorable: true,
    auditLinks: true,
  },
})
