/**
 * Compliance (/admin/compliance): what the law of each market asks of the site (#26). Three
 * views: the markets (open to casino promotion, licence required, the regulators each
 * accepts, its rules and its regions' rules), the regulators, and each market's blacklist.
 * Editors and admins write; analysts read.
 */
import { ShieldCheck } from 'lucide-react'
import { CONTENT, defineSection, EVERY_STAFF_ROLE, lazyPage } from '../section-definition'

export const complianceSection = defineSection({
  key: 'compliance',
  slug: 'compliance',
  label: 'Compliance',
  description:
    "What each market's law asks: whether casinos may be promoted there, the licences and regulators it accepts, its rules for offers and responsible gambling, and the brands and domains its regulator blacklists.",
  icon: ShieldCheck,
  read: EVERY_STAFF_ROLE,
  write: CONTENT,
  page: lazyPage(
    () => import('./compliance-page'),
    (m) => m.CompliancePage,
  ),
  relatedTables: [
    { name: 'market_rules', audit: 'Market rules' },
    { name: 'regulators', audit: 'Regulators' },
    { name: 'market_regulators', audit: 'Market regulators' },
    { name: 'market_blacklist', audit: 'Market blacklist' },
  ],
})
