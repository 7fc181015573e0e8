/**
 * Why a brand is not listable in its market today (public.market_block), in the words the
 * brand form and the brand list both show.
 */
export const MARKET_BLOCKS = [
  'market_closed',
  'blacklisted',
  'no_licence',
  'licence_expired',
  'licence_pending',
  'offer_breaks_rule',
  'link_broken',
] as const

export type MarketBlock = (typeof MARKET_BLOCKS)[number]

/** The reason in words: 'No licence for Germany'; an unknown value is shown as it is. */
export function marketBlockReason(block: string, market: string): string {
  switch (block as MarketBlock) {
    case 'market_closed':
      return 'Market closed to casino promotion'
    case 'blacklisted':
      return `Blacklisted in ${market}`
    case 'no_licence':
      return `No licence for ${market}`
    case 'licence_expired':
      return 'Licence expired'
    case 'licence_pending':
      return 'Licence not yet valid'
    case 'offer_breaks_rule':
      return `Offer breaks a rule of ${market}`
    case 'link_broken':
      return 'Paused: its link is broken (Link health)'
    default:
      return `Not listable in ${market} (${block})`
  }
}

/**
 * Red text that keeps its contrast in both themes: the theme's destructive colour is drawn
 * for fills, and is too dark for text on the dark background.
 */
export const NOT_LISTABLE_TEXT = 'text-red-700 dark:text-red-400'
