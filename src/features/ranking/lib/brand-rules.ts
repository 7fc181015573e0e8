/**
 * The card rules of SPEC.md section 9 as pure functions: defaults for empty fields, the
 * main badge, the card's trust icons, the trust badge list, microcopy and metrics. The
 * card, the compare table and the review page all read brands through these.
 */
import type { Tables } from '@/integrations/supabase/types'
import { formatCount } from '@/lib/format'

/**
 * A brand as `select('*')` reads it. The generated row also lists market_block, a computed
 * field (public.market_block) that PostgREST returns only when a select names it.
 */
export type Brand = Omit<Tables<'brands'>, 'market_block'>

/** Card defaults for empty fields (SPEC.md section 9). */
export const CARD_DEFAULTS = {
  bonusText: 'Special Bonus Available',
  userRating: 4,
  votes: 1000,
  editorScore: 90,
  pickedToday: 100,
} as const

/** The fields the rules read; a whole brand row fits. */
export type BrandFacts = Pick<
  Brand,
  | 'brand_name'
  | 'bonus_text'
  | 'user_rating'
  | 'user_rating_votes'
  | 'editor_score'
  | 'today_picked_count'
  | 'label_tag'
  | 'is_active'
>

/** The values a card shows, with the defaults filled in for empty (null, 0, '') fields. */
export function cardValues(brand: Partial<BrandFacts>) {
  return {
    bonusText: brand.bonus_text?.trim() || CARD_DEFAULTS.bonusText,
    userRating: Number(brand.user_rating) || CARD_DEFAULTS.userRating,
    votes: brand.user_rating_votes || CARD_DEFAULTS.votes,
    editorScore: brand.editor_score || CARD_DEFAULTS.editorScore,
    pickedToday: brand.today_picked_count || CARD_DEFAULTS.pickedToday,
  }
}

/**
 * The badge above a card: position 1 'EDITOR'S CHOICE'; else label_tag upper-cased; else
 * 'TOP RATED' for an editor score of 95 or more; else 'POPULAR' for a rating of 4.5 or
 * more; else none. `position` counts from 1.
 */
export function mainBadge(brand: Partial<BrandFacts>, position: number): string | null {
  if (position === 1) return "EDITOR'S CHOICE"
  const tag = brand.label_tag?.trim()
  if (tag) return tag.toUpperCase()
  const { editorScore, userRating } = cardValues(brand)
  if (editorScore >= 95) return 'TOP RATED'
  if (userRating >= 4.5) return 'POPULAR'
  return null
}

/** Trust icons on a card: 'Licensed' if active, 'Best Payouts' if rated 4 or more, 'Mobile Friendly'; at most 3. */
export function cardTrustIcons(brand: Partial<BrandFacts>): string[] {
  const icons: string[] = []
  if (brand.is_active) icons.push('Licensed')
  if (cardValues(brand).userRating >= 4) icons.push('Best Payouts')
  icons.push('Mobile Friendly')
  return icons.slice(0, 3)
}

/** Microcopy under the card's button. */
export function microcopy(brand: Partial<BrandFacts>): string {
  if (brand.brand_name?.includes('888')) return 'Payouts in 24h • 2,000+ games'
  if (cardValues(brand).editorScore >= 95) return 'Trusted by 50,000+ players'
  return 'Fast payouts • Licensed operator'
}

export type Metric = { label: string; value: string }

export const MAX_CARD_METRICS = 2

/** The brand's own metrics column (a JSON array of {label, value}), ignoring malformed entries. */
export function storedMetrics(metrics: unknown): Metric[] {
  if (!Array.isArray(metrics)) return []
  return metrics.filter(
    (item): item is Metric =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Metric).label === 'string' &&
      typeof (item as Metric).value === 'string',
  )
}

/**
 * Card metrics, at most two: 'RTP' 97.8% when rated 4 or more, 'Picked Today' when more
 * than 50 visitors picked the brand today; remaining slots take the brand's own metrics.
 */
export function cardMetrics(brand: Partial<BrandFacts> & { metrics?: unknown }): Metric[] {
  const { userRating, pickedToday } = cardValues(brand)
  const metrics: Metric[] = []
  if (userRating >= 4) metrics.push({ label: 'RTP', value: '97.8%' })
  if (pickedToday > 50) metrics.push({ label: 'Picked Today', value: formatCount(pickedToday) })
  return [...metrics, ...storedMetrics(brand.metrics)].slice(0, MAX_CARD_METRICS)
}

/** '/reviews/{slug}' slug of a brand: its stored slug, else the name lower-cased with hyphens. */
export function reviewSlug(
  brand: Pick<Brand, 'brand_name'> & { brand_slug?: string | null },
): string {
  return brand.brand_slug || nameToSlug(brand.brand_name)
}

/** 'Royal Spin Casino' -> 'royal-spin-casino' (the spec's review link rule). */
export function nameToSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}
