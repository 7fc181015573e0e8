/** Brand rows and a render helper with a pre-filled query cache for ranking and review tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import type { Brand } from '@/features/ranking/lib/brand-rules'

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  const name = overrides.brand_name ?? 'Maple Crown Casino'
  return {
    id: overrides.id ?? `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
    country_id: 'country-ca',
    brand_name: name,
    brand_slug: name.toLowerCase().replace(/\s+/g, '-'),
    brand_logo_url: null,
    destination_url: 'https://example.com/go/maple?click_id={click_id}',
    subid_param: null,
    link_paused_at: null,
    link_pause_reason: null,
    bonus_text: '150% up to C$1,000',
    hover_bonus_text: 'Wagering 35x • 18+, T&Cs apply',
    user_rating: 4.6,
    user_rating_votes: 1234,
    rating_baseline: 4.6,
    rating_baseline_votes: 1234,
    editor_score: 93,
    today_picked_count: 120,
    label_tag: null,
    is_active: true,
    is_editors_choice: false,
    is_trending: false,
    trust_icons: ['ssl', 'licensed'],
    short_description: `${name} in short.`,
    full_description: null,
    cta_button_text: null,
    sort_order: 10,
    pros: ['Fast withdrawals'],
    cons: ['No poker room'],
    review_overview: 'Overview text.',
    review_bonuses: 'Bonus text.',
    review_payments: 'Payments text.',
    review_games: 'Games text.',
    review_mobile: 'Mobile text.',
    review_security: 'Security text.',
    review_support: 'Support text.',
    review_verdict: 'Verdict text.',
    metrics: [],
    payout_speed: 'Within 24 hours',
    license: 'Kahnawake Gaming Commission',
    min_deposit: 'C$10',
    blacklist_entry_id: null,
    bonus_amount: null,
    bonus_reason: null,
    wagering_multiple: null,
    wagering_applies_to: null,
    max_bet: null,
    max_cashout: null,
    bonus_expiry_days: null,
    eligible_games: null,
    promo_code: null,
    first_deposit_offer: false,
    bonus_products: ['casino'],
    full_terms_url: null,
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  }
}

export function createClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  })
}

export function renderWith(ui: ReactElement, queryClient = createClient(), path = '/') {
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  }
}
