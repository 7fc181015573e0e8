/** What the preview shows: the card's three layouts and the brand row drawn from the form. */
import { Monitor, Smartphone, Tablet } from 'lucide-react'
import type { Brand } from '@/features/ranking'
import type { BrandRow } from './api/get-brand'
import type { BrandFormValues } from './brand-schema'

/** The viewports of the card's three layouts (below md, md to lg, from lg). */
export const PREVIEW_LAYOUTS = [
  { key: 'phone', label: 'Phone', width: 375, icon: Smartphone },
  { key: 'tablet', label: 'Tablet', width: 768, icon: Tablet },
  { key: 'desktop', label: 'Desktop', width: 1280, icon: Monitor },
] as const
export type LayoutKey = (typeof PREVIEW_LAYOUTS)[number]['key']

const nullIfBlank = (value: string | undefined) => value?.trim() || null

/**
 * A brand row from the form as typed. user_rating is the database's (server-computed);
 * a brand not saved yet shows its baseline, as the database would compute it.
 */
export function previewBrand(values: Partial<BrandFormValues>, row: BrandRow | null): Brand {
  const baseline = values.rating_baseline ?? null
  return {
    id: row?.id ?? 'preview',
    country_id: values.country_id ?? '',
    brand_name: values.brand_name?.trim() || 'Brand name',
    brand_slug: values.brand_slug ?? '',
    brand_logo_url: nullIfBlank(values.brand_logo_url),
    destination_url: nullIfBlank(values.destination_url),
    subid_param: nullIfBlank(values.subid_param),
    blacklist_entry_id: row?.blacklist_entry_id ?? null,
    link_paused_at: row?.link_paused_at ?? null,
    link_pause_reason: row?.link_pause_reason ?? null,
    bonus_text: nullIfBlank(values.bonus_text),
    hover_bonus_text: nullIfBlank(values.hover_bonus_text),
    user_rating: row ? row.user_rating : baseline,
    user_rating_votes: row
      ? row.user_rating_votes
      : baseline === null
        ? 0
        : (values.rating_baseline_votes ?? 0),
    rating_baseline: baseline,
    rating_baseline_votes: values.rating_baseline_votes ?? 0,
    editor_score: values.editor_score ?? 0,
    today_picked_count: values.today_picked_count ?? 0,
    label_tag: nullIfBlank(values.label_tag),
    is_active: values.is_active ?? true,
    is_editors_choice: values.is_editors_choice ?? false,
    is_trending: values.is_trending ?? false,
    trust_icons: values.trust_icons ?? [],
    short_description: nullIfBlank(values.short_description),
    full_description: nullIfBlank(values.full_description),
    cta_button_text: nullIfBlank(values.cta_button_text),
    sort_order: row?.sort_order ?? 0,
    pros: [],
    cons: [],
    review_overview: null,
    review_bonuses: null,
    review_payments: null,
    review_games: null,
    review_mobile: null,
    review_security: null,
    review_support: null,
    review_verdict: null,
    metrics: (values.metrics ?? []).filter((metric) => metric.label.trim() && metric.value.trim()),
    payout_speed: nullIfBlank(values.payout_speed),
    license: nullIfBlank(values.license),
    min_deposit: nullIfBlank(values.min_deposit),
    bonus_amount: nullIfBlank(values.bonus_amount),
    bonus_reason: nullIfBlank(values.bonus_reason),
    wagering_multiple: values.wagering_multiple ?? null,
    wagering_applies_to: nullIfBlank(values.wagering_applies_to),
    max_bet: nullIfBlank(values.max_bet),
    max_cashout: nullIfBlank(values.max_cashout),
    bonus_expiry_days: values.bonus_expiry_days ?? null,
    eligible_games: nullIfBlank(values.eligible_games),
    promo_code: nullIfBlank(values.promo_code),
    first_deposit_offer: values.first_deposit_offer ?? false,
    bonus_products: values.bonus_products ?? ['casino'],
    full_terms_url: nullIfBlank(values.full_terms_url),
    created_at: row?.created_at ?? '',
    updated_at: row?.updated_at ?? '',
  }
}
