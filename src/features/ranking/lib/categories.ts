/** The 'Other Categories' cards of the ranking page (SPEC.md section 2), built locally. */
import { DEFAULT_CATEGORY } from '@/config/paths'

export const OTHER_CATEGORIES = [
  {
    slug: 'compare',
    name: 'Online Casinos',
    description:
      'Our full ranking of licensed online casinos, compared side by side on bonus, payout speed and safety.',
  },
  {
    slug: 'slots',
    name: 'Slots',
    description:
      'Casinos with the biggest slot libraries, Megaways and jackpots, and fair free-spin offers.',
  },
  {
    slug: 'poker',
    name: 'Poker',
    description:
      'Real poker rooms with cash games, tournaments and freerolls, plus the best video poker.',
  },
  {
    slug: 'blackjack',
    name: 'Blackjack',
    description:
      'The best blackjack tables: live dealers, low-limit and VIP tables, and bonuses that count.',
  },
] as const

export type OtherCategorySlug = (typeof OTHER_CATEGORIES)[number]['slug']

/** Every card but the current category's; the default category is the compare card. */
export function otherCategories(current: string) {
  const excluded = current === DEFAULT_CATEGORY ? 'compare' : current
  return OTHER_CATEGORIES.filter((category) => category.slug !== excluded)
}

/** 'slots' -> 'Slots', 'live-casino' -> 'Live Casino'. */
export function categoryLabel(slug: string): string {
  if (slug === DEFAULT_CATEGORY) return 'Online Casinos'
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
