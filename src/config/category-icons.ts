/**
 * The icons a category can show (categories.icon holds one of these lucide names, in
 * lucide's own kebab-case). The public category cards and the admin's icon picker both
 * read this one map, so staff can only pick an icon the site can render; to offer
 * another icon, add it here. The seed uses trophy, cherry, spade and club.
 */
import {
  Cherry,
  Club,
  Coins,
  Crown,
  Diamond,
  Dices,
  Gem,
  Gift,
  Heart,
  Smartphone,
  Spade,
  Star,
  Ticket,
  Trophy,
  Video,
  Zap,
  type LucideIcon,
} from 'lucide-react'

export const CATEGORY_ICONS = {
  trophy: { icon: Trophy, label: 'Trophy' },
  cherry: { icon: Cherry, label: 'Cherry (slots)' },
  spade: { icon: Spade, label: 'Spade (poker)' },
  club: { icon: Club, label: 'Club (blackjack)' },
  diamond: { icon: Diamond, label: 'Diamond' },
  heart: { icon: Heart, label: 'Heart' },
  dices: { icon: Dices, label: 'Dice' },
  coins: { icon: Coins, label: 'Coins' },
  crown: { icon: Crown, label: 'Crown' },
  gem: { icon: Gem, label: 'Gem' },
  gift: { icon: Gift, label: 'Gift (bonuses)' },
  star: { icon: Star, label: 'Star' },
  zap: { icon: Zap, label: 'Lightning (fast payouts)' },
  video: { icon: Video, label: 'Video (live casino)' },
  smartphone: { icon: Smartphone, label: 'Smartphone (mobile)' },
  ticket: { icon: Ticket, label: 'Ticket (lottery)' },
} as const satisfies Record<string, { icon: LucideIcon; label: string }>

export type CategoryIconName = keyof typeof CATEGORY_ICONS

export const CATEGORY_ICON_NAMES = Object.keys(CATEGORY_ICONS) as CategoryIconName[]

export function isCategoryIconName(name: string | null | undefined): name is CategoryIconName {
  return typeof name === 'string' && Object.hasOwn(CATEGORY_ICONS, name)
}
