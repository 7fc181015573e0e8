/** Countries (/admin/countries): the markets, edited by editors. */
import { Globe } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const countriesSection = defineSection({
  key: 'countries',
  slug: 'countries',
  label: 'Countries',
  icon: Globe,
  read: CONTENT,
  write: CONTENT,
  page: lazyPage(
    () => import('./countries-page'),
    (m) => m.CountriesPage,
  ),
  table: {
    name: 'countries',
    noun: 'country',
    plural: 'countries',
    audit: 'Countries',
    restorable: true,
    auditLinks: true,
  },
})
