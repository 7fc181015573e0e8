/**
 * The icon of a category card, named by the row's `icon` (a lucide icon name). Only the
 * icons below are offered: the seed's four and icons the brand cards' trust badges already
 * load, since each new icon weighs on the ranking page's first load, at its budget
 * (tests/e2e/size.spec.ts). Any other name, or none, gets the fallback.
 */
import {
  Award,
  Club,
  Cherry,
  Crown,
  Dices,
  Gem,
  Globe,
  Percent,
  Smartphone,
  Spade,
  Trophy,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react'

const ICONS = {
  trophy: Trophy,
  cherry: Cherry,
  spade: Spade,
  club: Club,
  dices: Dices,
  crown: Crown,
  gem: Gem,
  award: Award,
  globe: Globe,
  percent: Percent,
  smartphone: Smartphone,
  wallet: Wallet,
  zap: Zap,
} satisfies Record<string, LucideIcon>

/** The icon names a category row may use (what an icon picker should offer). */
export const CATEGORY_ICON_NAMES = Object.keys(ICONS) as (keyof typeof ICONS)[]

const FALLBACK_ICON: LucideIcon = Dices

export function categoryIcon(name: string | null): LucideIcon {
  return name !== null && Object.hasOwn(ICONS, name)
    ? ICONS[name as keyof typeof ICONS]
    : FALLBACK_ICON
}
