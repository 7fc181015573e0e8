/**
 * What the brand form's tab tests share: a stored brand of the United Kingdom or Germany as
 * the database returns it, the form's option lists, and the form rendered as its page
 * renders it. The test file mocks '@/lib/supabase' with the recording stand-in.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { BrandForm } from '@/features/admin/brands/brand-form'
import type { Op } from '../admin/recording-supabase'
import { createTestQueryClient } from '../render'

export const countries = [
  {
    id: 'uk',
    name: 'United Kingdom',
    slug: 'uk',
    flag_icon: '🇬🇧',
    is_active: true,
    licence_required: true,
  },
  {
    id: 'de',
    name: 'Germany',
    slug: 'de',
    flag_icon: '🇩🇪',
    is_active: true,
    licence_required: true,
  },
]
export const categories = [{ id: 'cat-slots', name: 'Slots', is_active: true }]

export const storedBrand = {
  id: 'b1',
  country_id: 'uk',
  brand_name: 'Thames Spin',
  brand_slug: 'thames-spin',
  brand_logo_url: null,
  destination_url: 'https://thames.example/?ref={click_id}',
  subid_param: null,
  blacklist_entry_id: null,
  bonus_text: '100% up to £100',
  hover_bonus_text: null,
  user_rating: 4.4,
  user_rating_votes: 1200,
  rating_baseline: 4.4,
  rating_baseline_votes: 1200,
  editor_score: 95,
  today_picked_count: 80,
  label_tag: null,
  is_active: true,
  is_editors_choice: false,
  is_trending: false,
  trust_icons: [],
  short_description: null,
  full_description: null,
  cta_button_text: null,
  sort_order: 1,
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
  metrics: [],
  payout_speed: null,
  license: null,
  min_deposit: '£10',
  bonus_amount: '£100',
  bonus_reason: 'Welcome offer on your first deposit',
  wagering_multiple: 10,
  wagering_applies_to: 'bonus',
  max_bet: '£5',
  max_cashout: null,
  bonus_expiry_days: 30,
  eligible_games: 'Slots count 100%',
  promo_code: null,
  first_deposit_offer: true,
  bonus_products: ['casino'],
  full_terms_url: 'https://thames.example/terms',
  created_at: '2026-11-01T00:00:00+00:00',
  updated_at: '2026-11-20T10:00:00.123456+00:00',
  brand_categories: [],
}

export const tableOf = (ops: Op[]) => (ops[0]?.[0] === 'from' ? ops[0][1] : null)
export const rpcOf = (ops: Op[]) => (ops[0]?.[0] === 'rpc' ? ops[0][1] : null)
export const isSelectOf = (ops: Op[], columns: string) =>
  ops.some(([op, selected]) => op === 'select' && selected === columns)

export function renderBrandForm(id: string, canWrite = true) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[`/admin/brands?edit=${id}`]}>
        <BrandForm id={id} canWrite={canWrite} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
