/** Query keys of the admin's compliance data: invalidate only through these. */
import { resourceKeys } from '../components/resource-keys'

export const regulatorKeys = resourceKeys('regulators')
export const blacklistKeys = resourceKeys('market_blacklist')
export const marketKeys = resourceKeys('markets')
export const regionKeys = resourceKeys('market_regions')
/** The choices the forms and filters offer: markets and regulators by name. */
export const complianceChoiceKeys = {
  all: ['admin', 'compliance-choices'] as const,
  markets: () => [...complianceChoiceKeys.all, 'markets'] as const,
  regulators: () => [...complianceChoiceKeys.all, 'regulators'] as const,
}
