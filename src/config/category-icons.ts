/**
 * The icons a category can show (categories.icon holds one of these lucide names, in
 * lucide's own kebab-case). The public category cards and the admin's icon picker both
 * read this one map, so staff can only pick an icon the site can render. The seed's four
 * and icons the ranking page already loads for its brand cards: each further icon weighs
 * on the ranking page's first load, which is at its budget (tests/e2e/size.spec.ts).
 */
import {
  Cherry,
  Club,
  Gift,
  Percent,
  ShieldCheck,
  Smartphone,
  Spade,
  Star,
  Trophy,
  Zap,
  type LucideIcon,
} from 'lucide-react'

export const CATEGORY_ICONS = {
  trophy: { icon: Trophy, label: 'Trophy' },
  cherry: { icon: Cherry, label: 'Cherry (slots)' },
  spade: { icon: Spade, label: 'Spade (poker)' },
  club: { icon: Club, label: 'Club (blackjack)' },
  gift: { icon: Gift, label: 'Gift (bonuses)' },
  percent: { icon: Percent, label: 'Percent (high RTP)' },
  'shield-check': { icon: ShieldCheck, label: 'Shield (safe casinos)' },
  smartphone: { icon: Smartphone, label: 'Smartphone (mobile)' },
  star: { icon: Star, label: 'Star' },
  zap: { icon: Zap, label: 'Lightning (fast payouts)' },
} as const satisfies Record<string, { icon: LucideIcon; label: string }>

export type CategoryIconName = keyof typeof CATEGORY_ICONS

export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS) as CategoryIconName[]

export function isCategoryIconName(name: string | null | undefined): name is CategoryIconName {
  return typeof name === 'string' && Object.hasOwn(CATEGORY_ICONS, name)
}

/** The icon a card shows: the row's, or the trophy for none or a name not above. */
export function categoryIcon(name: string | null): LucideIcon {
  return isCategoryIconName(name) ? CATEGORY_ICONS[name].icon : Trophy
}
