/**
 * The icon of a category card, named by the row's `icon` (a lucide icon name). Only the
 * icons below are bundled (the whole icon set would weigh more than the page); any other
 * name, or none, gets the fallback.
 */
import {
  Club,
  Cherry,
  Coins,
  Crown,
  Diamond,
  Dices,
  Gamepad2,
  Gem,
  Spade,
  Sparkles,
  Ticket,
  Trophy,
  Video,
  type LucideIcon,
} from 'lucide-react'

const ICONS = {
  trophy: Trophy,
  cherry: Cherry,
  spade: Spade,
  club: Club,
  diamond: Diamond,
  dices: Dices,
  coins: Coins,
  crown: Crown,
  gem: Gem,
  'gamepad-2': Gamepad2,
  sparkles: Sparkles,
  ticket: Ticket,
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
