/**
 * An offer's significant terms as a market that requires them shows them next to the offer
 * (#26): minimum deposit, wagering and what it applies to, maximum bet and cashout, expiry,
 * eligible games, a first-deposit offer; and the full terms' link. Loaded with the
 * component that shows them (components/significant-terms.tsx), only where a market needs it.
 */
import type { OfferTerms } from './offer-terms'

const APPLIES_TO: Record<string, string> = {
  bonus: 'the bonus',
  deposit_and_bonus: 'deposit + bonus',
  winnings: 'winnings',
}

/** '35' -> '35x', '10.0' -> '10x', '12.5' -> '12.5x'. */
export function wageringText(terms: OfferTerms): string | null {
  const multiple = Number(terms.wagering_multiple)
  if (terms.wagering_multiple === null || terms.wagering_multiple === undefined) return null
  if (!Number.isFinite(multiple)) return null
  const times = `${Number(multiple.toFixed(1))}x`
  const appliesTo = terms.wagering_applies_to ? APPLIES_TO[terms.wagering_applies_to] : undefined
  return appliesTo ? `${times} ${appliesTo}` : times
}

/** The significant terms as short phrases, in the order a player weighs them. */
export function significantTerms(terms: OfferTerms): string[] {
  const days = terms.bonus_expiry_days
  const phrases = [
    terms.min_deposit?.trim() && `Min. deposit ${terms.min_deposit.trim()}`,
    wageringText(terms) && `Wagering ${wageringText(terms)}`,
    terms.max_bet?.trim() && `Max. bet ${terms.max_bet.trim()}`,
    terms.max_cashout?.trim() && `Max. cashout ${terms.max_cashout.trim()}`,
    days ? `Expires after ${days} day${days === 1 ? '' : 's'}` : null,
    terms.eligible_games?.trim(),
    terms.first_deposit_offer ? 'First deposit only' : null,
  ]
  return phrases.filter((phrase): phrase is string => Boolean(phrase))
}

/** A full-terms link that is a web address, or null. */
export function fullTermsUrl(terms: OfferTerms): string | null {
  const url = terms.full_terms_url?.trim()
  return url && /^https?:\/\//i.test(url) ? url : null
}
