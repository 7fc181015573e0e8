/** Countries (/admin/countries): the markets, edited by editors. */
import { Globe } from 'lucide-react'
import { CONTENT, defineSection, lazyPage } from '../section-definition'

export const countriesSection = defineSection({
  key: 'countries',
  slug: 'countries',
  label: 'Countries',
  description:
    'The markets the site ranks casinos for. An active country has its ranking at /{slug}.',
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
