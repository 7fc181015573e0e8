/** Brands (/admin/brands): the casinos of each country's ranking, with their category tags. */
import { Gem } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const brandsSection = defineSection({
  key: 'brands',
  slug: 'brands',
  label: 'Brands',
  description: 'The casinos ranked per country, each country in its own ranking order.',
  icon: Gem,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./brands-page'),
    (m) => m.BrandsPage,
  ),
  table: { name: 'brands', noun: 'brand', audit: 'Brands', restorable: true, auditLinks: true },
  relatedTables: [
    { name: 'brand_categories', audit: 'Brand categories' },
    { name: 'brand_licences', audit: 'Licences' },
  ],
})
