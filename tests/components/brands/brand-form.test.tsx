/**
 * The brand form against a stand-in for supabase-js: the slug proposed from the name
 * until typed by hand, errors counted on their tab and the first such tab opened on
 * submit, the live preview following the typing, the save (one save_brand request with
 * the categories), the unique slug error on 'Slug', a newer change refused, read-only.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { BrandForm } from '@/features/admin/brands/brand-form'
import {
  requests,
  resetRequests,
  respondWith,
  type Answer,
  type Op,
} from '../admin/recording-supabase'
import { createTestQueryClient } from '../render'

// Typing into a form this size is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('@/lib/supabase', async () => ({
  supabase: (await import('../admin/recording-supabase')).recordingSupabase,
}))

// jsdom has no layout: the preview frame measures nothing.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

const countries = [
  { id: 'ca', name: 'Canada', slug: 'ca', flag_icon: '🇨🇦', is_active: true },
  { id: 'uk', name: 'United Kingdom', slug: 'uk', flag_icon: '🇬🇧', is_active: true },
]
const categories = [
  { id: 'cat-slots', name: 'Slots', is_active: true },
  { id: 'cat-poker', name: 'Poker', is_active: true },
]
const stored = {
  id: 'b1',
  country_id: 'ca',
  brand_name: 'Royal Spin',
  brand_slug: 'royal-spin',
  brand_logo_url: null,
  destination_url: 'https://royal.example/?ref={click_id}',
  subid_param: null,
  bonus_text: '100% up to C$500',
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
  trust_icons: ['ssl'],
  short_description: null,
  full_description: null,
  cta_button_text: null,
  sort_order: 1,
  pros: ['Fast'],
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
  min_deposit: null,
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
  created_at: '2026-11-01T00:00:00+00:00',
  updated_at: '2026-11-20T10:00:00.123456+00:00',
  brand_categories: [{ category_id: 'cat-slots' }],
}

/** The active brands in ranking order: Royal Spin (b1) third in Canada. */
const ranked = [
  { id: 'b0', country_id: 'ca' },
  { id: 'u1', country_id: 'uk' },
  { id: 'b2', country_id: 'ca' },
  { id: 'b1', country_id: 'ca' },
]

const table = (ops: Op[]) => (ops[0]?.[0] === 'from' ? ops[0][1] : null)
const saves = () => requests.filter((ops) => ops[0]?.[0] === 'rpc' && ops[0][1] === 'save_brand')

/** Answers the option lists and the stored brand; `save` answers save_brand. */
function answering(save: (args: Record<string, unknown>) => Answer) {
  respondWith((ops) => {
    // The Offer tab's check (tested in brand-offer.test.tsx): the offer meets its rules.
    if (ops[0]?.[0] === 'rpc' && ops[0][1] === 'check_offer') return { data: [], error: null }
    if (ops[0]?.[0] === 'rpc') return save(ops[0][2] as Record<string, unknown>)
    if (table(ops) === 'countries') return { data: countries, error: null }
    if (table(ops) === 'categories') return { data: categories, error: null }
    // The Licences tab's reads (tested in brand-licences.test.tsx).
    if (['brand_licences', 'regulators', 'market_regulators'].includes(table(ops) as string)) {
      return { data: [], error: null }
    }
    if (ops.some(([op, columns]) => op === 'select' && columns === 'market_block')) {
      return { data: { market_block: null }, error: null }
    }
    if (ops.some(([op, columns]) => op === 'select' && columns === 'id, country_id')) {
      return { data: ranked, error: null }
    }
    return { data: stored, error: null }
  })
}

function renderForm(id = 'new', canWrite = true) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[`/admin/brands?edit=${id}`]}>
        <BrandForm id={id} canWrite={canWrite} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The preview's card, inside its frame. */
function previewCard() {
  const frame = screen.getByTitle(/^Brand card preview/) as HTMLIFrameElement
  return within(frame.contentDocument!.body)
}

beforeEach(() => {
  resetRequests()
  answering(() => ({ data: [{ ...stored }], error: null }))
})

describe('brand form', () => {
  test('proposes the slug from the name until the slug is typed by hand', async () => {
    renderForm()
    const name = await screen.findByLabelText('Brand name')
    await userEvent.type(name, 'Golden Ärc Casino')
    expect(screen.getByLabelText('Slug')).toHaveValue('golden-arc-casino')

    await userEvent.clear(screen.getByLabelText('Slug'))
    await userEvent.type(screen.getByLabelText('Slug'), 'golden')
    await userEvent.type(name, ' 2')
    expect(screen.getByLabelText('Slug')).toHaveValue('golden')

    // Emptied by hand: the proposal resumes.
    await userEvent.clear(screen.getByLabelText('Slug'))
    await userEvent.type(name, 'x')
    expect(screen.getByLabelText('Slug')).toHaveValue('golden-arc-casino-2x')
  })

  test('counts errors on their tab and opens the first tab with one on submit', async () => {
    renderForm()
    await screen.findByLabelText('Brand name')
    await userEvent.click(screen.getByRole('tab', { name: 'Logo' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    const basics = screen.getByRole('tab', { name: /^Basics/ })
    await waitFor(() => expect(basics).toHaveAttribute('aria-selected', 'true'))
    expect(basics).toHaveAccessibleName('Basics 3 errors')
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveFocus())
    expect(screen.getByText('Choose a country.')).toBeInTheDocument()

    // An error on a hidden tab only: that tab is opened.
    await userEvent.type(screen.getByLabelText('Brand name'), 'Nova')
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'uk')
    await userEvent.click(screen.getByRole('tab', { name: 'Scores' }))
    await userEvent.clear(screen.getByLabelText('Editor score'))
    await userEvent.type(screen.getByLabelText('Editor score'), '101')
    await userEvent.click(screen.getByRole('tab', { name: 'Categories' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const scores = screen.getByRole('tab', { name: /^Scores/ })
    await waitFor(() => expect(scores).toHaveAttribute('aria-selected', 'true'))
    expect(scores).toHaveAccessibleName('Scores 1 error')
    expect(screen.getByRole('tab', { name: /^Basics/ })).toHaveAccessibleName('Basics')
    expect(screen.getByText('Editor score must be at most 100.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Editor score')).toHaveFocus())
    expect(saves()).toHaveLength(0)
  })

  test('the preview shows the public card as typed', async () => {
    renderForm()
    await userEvent.type(await screen.findByLabelText('Brand name'), 'Nova Casino')
    expect(previewCard().getByRole('heading', { name: 'Nova Casino' })).toBeInTheDocument()
    // An empty bonus shows the card's default, then what is typed.
    expect(previewCard().getByText('Special Bonus Available')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Offer' }))
    await userEvent.type(screen.getByLabelText('Bonus text'), '50 free spins')
    expect(previewCard().getByText('50 free spins')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Scores' }))
    await userEvent.clear(screen.getByLabelText('Editor score'))
    await userEvent.type(screen.getByLabelText('Editor score'), '87')
    expect(previewCard().getByRole('button', { name: 'Editor score 87/100' })).toBeInTheDocument()
  })

  test('the preview places the brand where visitors see it in the ranking', async () => {
    renderForm('b1')
    await waitFor(() => expect(screen.getByLabelText('Shown at rank')).toHaveValue(3))
    expect(previewCard().getByText('3')).toBeInTheDocument()
  })

  test("a new brand's preview takes the place after its country's ranked brands", async () => {
    renderForm()
    await userEvent.selectOptions(await screen.findByLabelText('Country'), 'Canada')
    await waitFor(() => expect(screen.getByLabelText('Shown at rank')).toHaveValue(4))
  })

  test('saves the brand and its categories in one request', async () => {
    renderForm('b1')
    await userEvent.click(await screen.findByRole('tab', { name: 'Offer' }))
    await userEvent.clear(screen.getByLabelText('Bonus text'))
    await userEvent.type(screen.getByLabelText('Bonus text'), '200% up to C$1000')
    await userEvent.click(screen.getByRole('tab', { name: 'Categories' }))
    // A category (the Offer tab's products have a 'Poker' too).
    await userEvent.click(
      within(screen.getByRole('tabpanel', { name: 'Categories' })).getByLabelText('Poker'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(saves()).toHaveLength(1))
    const [, name, args] = saves()[0]![0] as [string, string, Record<string, unknown>]
    expect(name).toBe('save_brand')
    expect(args).toMatchObject({
      p_id: 'b1',
      p_updated_at: stored.updated_at,
      p_category_ids: ['cat-slots', 'cat-poker'],
      p_brand: {
        brand_name: 'Royal Spin',
        bonus_text: '200% up to C$1000',
        hover_bonus_text: null,
        pros: ['Fast'],
        trust_icons: ['ssl'],
        rating_baseline: 4.4,
      },
    })
    expect(args.p_brand).not.toHaveProperty('category_ids')
  })

  test("the database's unique slug error is shown on 'Slug', on its tab", async () => {
    answering(() => ({
      data: null,
      status: 409,
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "brands_brand_slug_key"',
        details: 'Key (brand_slug)=(royal-spin) already exists.',
        hint: null,
      },
    }))
    renderForm('b1')
    await userEvent.click(await screen.findByRole('tab', { name: 'Review' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This slug is already used')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /^Basics/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a save over a newer change is refused with Reload', async () => {
    answering(() => ({ data: [], error: null }))
    renderForm('b1')
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Not saved: this brand changed meanwhile')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Reload' }).length).toBeGreaterThan(0)
  })

  test('read-only: no write controls', async () => {
    renderForm('b1', false)
    expect(await screen.findByLabelText('Brand name')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Upload a logo')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a pro' })).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('tabpanel', { name: 'Categories' })).getByLabelText('Poker'),
    ).toBeDisabled()
  })
})
