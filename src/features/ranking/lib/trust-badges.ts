/**
 * Trust badges (SPEC.md sections 3 and 9): the known keys with their texts, the automatic
 * badge list used when a brand has no trust_icons of its own, and the trust claims the
 * compare table and the review read (`trustClaims`): the card's (trust-claims.ts) first,
 * so that no page denies what another claims.
 */
import {
  Award,
  BadgeCheck,
  Bot,
  Crown,
  Dices,
  FileCheck,
  Gem,
  Globe,
  Headphones,
  HeartHandshake,
  Languages,
  Lock,
  type LucideIcon,
  Percent,
  Scale,
  ShieldCheck,
  Smartphone,
  UserCheck,
  Users,
  Wallet,
  Zap,
} from 'lucide-react'
import { cardValues, type BrandFacts } from './brand-rules'
import { cardClaims } from './trust-claims'

export const TRUST_BADGES = {
  ssl: {
    label: 'SSL Encrypted',
    description: 'Your data travels over 256-bit TLS encryption.',
    icon: Lock,
  },
  licensed: {
    label: 'Licensed',
    description: 'Holds a valid gambling licence for this market.',
    icon: ShieldCheck,
  },
  fast_payouts: {
    label: 'Payouts in 24 Hours',
    description: 'Most withdrawals are paid within a day.',
    icon: Zap,
  },
  fair_games: {
    label: 'Fair Games',
    description: 'Games are independently tested for fairness.',
    icon: Scale,
  },
  player_trusted: {
    label: 'Player Trusted',
    description: 'Rated 4.5 or more by players.',
    icon: Users,
  },
  mobile_friendly: {
    label: 'Mobile Friendly',
    description: 'Plays smoothly on phones and tablets.',
    icon: Smartphone,
  },
  support_24_7: {
    label: '24/7 Support',
    description: 'Live help around the clock.',
    icon: Headphones,
  },
  kyc: {
    label: 'Verified KYC',
    description: 'Identity checks protect accounts and payouts.',
    icon: UserCheck,
  },
  secure_payments: {
    label: 'Secure Payments',
    description: 'Trusted, encrypted payment methods.',
    icon: Wallet,
  },
  data_protection: {
    label: 'Data Protection',
    description: 'Personal data handled under strict privacy rules.',
    icon: FileCheck,
  },
  responsible_gaming: {
    label: 'Responsible Gaming',
    description: 'Deposit limits, time-outs and self-exclusion.',
    icon: HeartHandshake,
  },
  audit_certified: {
    label: 'Audit Certified',
    description: 'Payouts audited by an independent lab.',
    icon: BadgeCheck,
  },
  top_rated: { label: 'Top Rated', description: 'Editor score of 95 or more.', icon: Award },
  editor_choice: { label: "Editor's Choice", description: 'Picked by our editors.', icon: Crown },
  casino_experience: {
    label: 'Casino Experience',
    description: 'A long-established operator.',
    icon: Gem,
  },
  high_rtp: { label: 'High RTP', description: 'Above-average return to player.', icon: Percent },
  game_variety: {
    label: 'Game Variety',
    description: 'A large library from many studios.',
    icon: Dices,
  },
  ai_verified: {
    label: 'AI Verified',
    description: 'Checked by our automated monitoring.',
    icon: Bot,
  },
  multi_language: {
    label: 'Multi-Language',
    description: 'Site and support in several languages.',
    icon: Languages,
  },
  global_access: {
    label: 'Global Access',
    description: 'Open to players in many countries.',
    icon: Globe,
  },
} as const satisfies Record<string, { label: string; description: string; icon: LucideIcon }>

export type TrustBadgeKey = keyof typeof TRUST_BADGES

export const TRUST_BADGE_CAP = 6

export function isTrustBadgeKey(key: string): key is TrustBadgeKey {
  return Object.hasOwn(TRUST_BADGES, key)
}

/**
 * The automatic list: ssl, licensed, secure_payments, mobile_friendly, support_24_7,
 * fast_payouts always; top_rated (score >= 95), player_trusted (rating >= 4.5),
 * editor_choice (score >= 98), casino_experience and game_variety (name with 888); capped.
 */
export function automaticTrustBadges(
  brand: Partial<BrandFacts>,
  cap: number = TRUST_BADGE_CAP,
): TrustBadgeKey[] {
  const { editorScore, userRating } = cardValues(brand)
  const keys: TrustBadgeKey[] = [
    'ssl',
    'licensed',
    'secure_payments',
    'mobile_friendly',
    'support_24_7',
    'fast_payouts',
  ]
  if (editorScore >= 95) keys.push('top_rated')
  if (userRating >= 4.5) keys.push('player_trusted')
  if (editorScore >= 98) keys.push('editor_choice')
  if (brand.brand_name?.includes('888')) keys.push('casino_experience', 'game_variety')
  return keys.slice(0, cap)
}

/** The brand's own trust_icons (known keys, no duplicates) or, when it has none, the automatic list. */
export function trustBadges(
  brand: Partial<BrandFacts> & { trust_icons?: string[] | null },
  cap: number = TRUST_BADGE_CAP,
): TrustBadgeKey[] {
  const own = [...new Set((brand.trust_icons ?? []).filter(isTrustBadgeKey))]
  return own.length > 0 ? own.slice(0, cap) : automaticTrustBadges(brand, cap)
}

/**
 * Every badge text the public pages show: the keys (the admin's Trust tab lists these) and
 * the card's 'Best Payouts' (SPEC.md section 9: players' rating 4 or more), which has no key.
 */
export const TRUST_CLAIMS = {
  ...TRUST_BADGES,
  best_payouts: { label: 'Best Payouts', description: 'Rated 4 or more by players.', icon: Zap },
}

export type TrustClaim = keyof typeof TRUST_CLAIMS

/**
 * Every trust claim the site makes for a brand: its card's (cardClaims) first, then its
 * badge list, uncapped. The compare table and the review read this, so whatever a card
 * claims ('Mobile Friendly' on every card, whatever the Trust tab says), they claim too.
 */
export function trustClaims(
  brand: Partial<BrandFacts> & { trust_icons?: string[] | null },
): TrustClaim[] {
  const card = cardClaims(brand).map((claim) => claim.key)
  return [...new Set([...card, ...trustBadges(brand, Infinity)])]
}
