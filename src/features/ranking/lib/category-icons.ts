/**
 * The icon of a category card, named by the row's `icon` (a lucide icon name). Only the
 * icons below are bundled (each weighs on the ranking page's first load, at its budget:
 * tests/e2e/size.spec.ts; most are already there for the trust badges); any other
 * name, or none, gets the fallback.
 */
import {
  Club,
  Cherry,
  Crown,
  Dices,
  Gem,
  Spade,
  Trophy,
  Video,
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
  video: Video,
} satisfies Record<string, LucideIcon>

/** The icon names a category row may use (what an icon picker should offer). */
export const CATEGORY_ICON_NAMES = Object.keys(ICONS) as (keyof typeof ICONS)[]

const FALLBACK_ICON: LucideIcon = Dices

export function categoryIcon(name: string | null): LucideIcon {
  return name !== null && Object.hasOwn(ICONS, name)
    ? ICONS[name as keyof typeof ICONS]
    : FALLBACK_ICON
}
