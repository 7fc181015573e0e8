/**
 * The brand form's tabs and which fields each holds: an error on a hidden tab is counted
 * on its trigger, and a refused submit opens the first tab with an error.
 */
import type { FieldErrors } from 'react-hook-form'
import { LINK_HEALTH_TAB } from '../link-health'
import { REVIEW_SECTIONS, type BrandField, type BrandFormValues } from './brand-schema'

export const BRAND_TABS = [
  {
    key: 'basics',
    label: 'Basics',
    fields: [
      'brand_name',
      'brand_slug',
      'country_id',
      'destination_url',
      'subid_param',
      'is_active',
      'is_editors_choice',
      'is_trending',
      'label_tag',
    ],
  },
  {
    key: 'offer',
    label: 'Offer',
    fields: [
      'bonus_text',
      'hover_bonus_text',
      'cta_button_text',
      'bonus_amount',
      'bonus_reason',
      'min_deposit',
      'wagering_multiple',
      'wagering_applies_to',
      'max_bet',
      'max_cashout',
      'bonus_expiry_days',
      'eligible_games',
      'promo_code',
      'first_deposit_offer',
      'bonus_products',
      'full_terms_url',
    ],
  },
  {
    key: 'scores',
    label: 'Scores',
    fields: ['editor_score', 'rating_baseline', 'rating_baseline_votes', 'today_picked_count'],
  },
  {
    key: 'trust',
    label: 'Trust',
    fields: ['trust_icons', 'metrics', 'payout_speed', 'license'],
  },
  // Saved on their own (licences-panel.tsx): no field of the brand's.
  { key: 'licences', label: 'Licences', fields: [] },
  {
    key: 'review',
    label: 'Review',
    fields: [
      'short_description',
      'full_description',
      'pros',
      'cons',
      ...REVIEW_SECTIONS.map((section) => section.key),
    ],
  },
  { key: 'categories', label: 'Categories', fields: ['category_ids'] },
  { key: 'logo', label: 'Logo', fields: ['brand_logo_url'] },
  // The offer monitor's checks of the stored brand (link-health): no field of the brand's.
  { key: LINK_HEALTH_TAB, label: 'Link health', fields: [] },
] as const satisfies readonly { key: string; label: string; fields: readonly BrandField[] }[]

export type BrandTabKey = (typeof BRAND_TABS)[number]['key']

/** How many fields of each tab have an error. */
export function errorCounts(errors: FieldErrors<BrandFormValues>): Record<BrandTabKey, number> {
  return Object.fromEntries(
    BRAND_TABS.map((tab) => [
      tab.key,
      tab.fields.filter((field: BrandField) => errors[field] !== undefined).length,
    ]),
  ) as Record<BrandTabKey, number>
}

/** The first tab (in order) with an error, if any. */
export function firstTabWithError(errors: FieldErrors<BrandFormValues>): BrandTabKey | null {
  const counts = errorCounts(errors)
  return BRAND_TABS.find((tab) => counts[tab.key] > 0)?.key ?? null
}

/**
 * The path of the tab's first invalid field (`brand_name`, `metrics.0.label`), to focus it
 * by its name: the errors are known before the fields render them.
 */
export function firstErrorPath(
  errors: FieldErrors<BrandFormValues>,
  tab: BrandTabKey,
): string | null {
  const fields = BRAND_TABS.find((candidate) => candidate.key === tab)?.fields ?? []
  for (const field of fields as readonly BrandField[]) {
    const error: unknown = errors[field]
    if (error === undefined) continue
    // A list's entry: its first entry with an error, then that entry's first field.
    if (Array.isArray(error)) {
      const index = error.findIndex((entry) => entry !== undefined)
      const entry: unknown = error[index]
      const key = entry && typeof entry === 'object' ? Object.keys(entry)[0] : undefined
      if (key) return `${field}.${index}.${key}`
    }
    return field
  }
  return null
}
