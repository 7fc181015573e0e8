/**
 * The icon of a category card, named by the row's `icon` (a lucide icon name). Only the
 * icons below are offered: the seed's four and icons the ranking page already loads for its
 * brand cards, since each new icon weighs on its first load, at its budget
 * (tests/e2e/size.spec.ts). Any other name, or none, gets the fallback.
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

const ICONS = {
  trophy: Trophy,
  cherry: Cherry,
  spade: Spade,
  club: Club,
  gift: Gift,
  percent: Percent,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  star: Star,
  zap: Zap,
} satisfies Record<string, LucideIcon>

/** The icon names a category row may use (what an icon picker should offer). */
export const CATEGORY_ICON_NAMES = Object.keys(ICONS) as (keyof typeof ICONS)[]

const FALLBACK_ICON: LucideIcon = Trophy

export function categoryIcon(name: string | null): LucideIcon {
  return name !== null && Object.hasOwn(ICONS, name)
    ? ICONS[name as keyof typeof ICONS]
    : FALLBACK_ICON
}
