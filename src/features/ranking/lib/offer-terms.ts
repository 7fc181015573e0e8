/**
 * A brand's structured bonus terms (#26) as visitors read them, and what an offer shows
 * under the market's bonus policy. Pure functions: the card, the review page and their
 * tests read offers through these.
 */
import type { AppliedRules } from './market-rules'

/** The brands' bonus terms columns (brands row; typed here until the generated types list them). */
export interface OfferTerms {
  min_deposit?: string | null
  bonus_amount?: string | null
  wagering_multiple?: number | string | null
  wagering_applies_to?: 'bonus' | 'deposit_and_bonus' | 'winnings' | string | null
  max_bet?: string | null
  max_cashout?: string | null
  bonus_expiry_days?: number | null
  eligible_games?: string | null
  promo_code?: string | null
  first_deposit_offer?: boolean | null
  full_terms_url?: string | null
}

/**
 * What the offer shows under the rules: the offer itself (with its promo code and terms);
 * the market's neutral line; or a line that offers are not shown there.
 */
export type OfferView =
  | { kind: 'offer'; promoCode: string | null; terms: boolean }
  | { kind: 'neutral'; text: string }
  | { kind: 'hidden'; where: string | null }

export const NEUTRAL_FALLBACK = 'See the casino’s website for its current offers.'

export function offerView(rules: AppliedRules, terms: OfferTerms): OfferView {
  if (rules.bonusPolicy === 'show') {
    return {
      kind: 'offer',
      promoCode: terms.promo_code?.trim() || null,
      terms: rules.significantTerms,
    }
  }
  if (rules.bonusPolicy === 'neutral') {
    return { kind: 'neutral', text: rules.neutralOfferText?.trim() || NEUTRAL_FALLBACK }
  }
  return { kind: 'hidden', where: rules.policyWhere }
}

/** The line in place of a hidden offer. */
export const hiddenOfferText = (where: string | null) =>
  where ? `Bonus offers are not shown in ${where}.` : 'Bonus offers are not shown here.'

/** The offer in one short line (tables, the top three): the bonus text only where it may show. */
export function offerSummary(view: OfferView, bonusText: string): string {
  if (view.kind === 'offer') return bonusText
  return view.kind === 'neutral' ? view.text : 'Not shown here'
}
