/**
 * The Compliance section's views (`?view=`), each a list with its own table and nouns, in
 * the shape the workbench's lists, forms and deletes take from a section: the section's
 * label ('Back to Compliance') with the view's table ('New regulator', 'Delete
 * regulator?').
 */
import { complianceSection } from './section'

export const VIEW_PARAM = 'view'

export const COMPLIANCE_VIEWS = [
  { view: 'markets', label: 'Markets' },
  { view: 'regulators', label: 'Regulators' },
  { view: 'blacklist', label: 'Blacklist' },
  { view: 'evidence', label: 'Evidence' },
] as const

export type ComplianceView = (typeof COMPLIANCE_VIEWS)[number]['view']

/** The view a URL shows: Markets unless it names another. */
export function viewOf(params: URLSearchParams): ComplianceView {
  const value = params.get(VIEW_PARAM)
  return COMPLIANCE_VIEWS.find((entry) => entry.view === value)?.view ?? 'markets'
}

export const regulatorsView = {
  label: complianceSection.label,
  table: { name: 'regulators', noun: 'regulator', audit: 'Regulators' },
} as const

export const blacklistView = {
  label: complianceSection.label,
  table: {
    name: 'market_blacklist',
    noun: 'blacklist entry',
    plural: 'blacklist entries',
    shortNoun: 'entry',
    audit: 'Market blacklist',
  },
} as const
