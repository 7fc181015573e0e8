/**
 * The trust claims of a card (SPEC.md section 9: brand-rules' cardTrustIcons) with the
 * badge key each stands for, from which trust-badges' trustClaims builds what the compare
 * table and the review claim: whatever a card claims, they claim too. No icons here: the
 * card's first load carries this module, and the badges' icons would weigh on it.
 */
import { cardTrustIcons, type BrandFacts } from './brand-rules'

/** A card's text → its key; 'best_payouts' has no badge (no Trust tab checkbox) of its own. */
const CLAIM_OF = {
  Licensed: 'licensed',
  'Best Payouts': 'best_payouts',
  'Mobile Friendly': 'mobile_friendly',
} as const

export type CardClaim = (typeof CLAIM_OF)[keyof typeof CLAIM_OF]

/** The card's claims in its order: 'Licensed' if active, 'Best Payouts' from 4, 'Mobile Friendly'. */
export function cardClaims(brand: Partial<BrandFacts>): { key: CardClaim; label: string }[] {
  return cardTrustIcons(brand).map((label) => ({
    key: CLAIM_OF[label as keyof typeof CLAIM_OF],
    label,
  }))
}
