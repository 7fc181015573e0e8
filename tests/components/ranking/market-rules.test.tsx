import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { BrandCard } from '@/features/ranking/components/brand-card'
import { preloadBelowTheFold } from '@/features/ranking/components/below-the-fold-code'
import { MarketRulesProvider } from '@/features/ranking/components/market-rules'
import {
  applyMarketRules,
  type Market,
  type MarketRuleRow,
  type VisitorPlace,
} from '@/features/ranking/lib/market-rules'
import { makeBrand, renderWith } from './fixtures'

function rule(overrides: Partial<MarketRuleRow> = {}): MarketRuleRow {
  return {
    region_code: null,
    region_name: null,
    bonus_policy: 'show',
    neutral_offer_text: null,
    min_age: 18,
    helpline_name: null,
    helpline_url: null,
    helpline_phone: null,
    rg_wording: null,
    ad_label: null,
    significant_terms_required: false,
    cta_quiet_from: null,
    cta_quiet_to: null,
    time_zone: 'UTC',
    ...overrides,
  }
}

const market = (slug: string, name: string, rules: MarketRuleRow[]): Market => ({
  slug,
  name,
  casino_promotion: true,
  market_rules: rules,
})

const canada = market('ca', 'Canada', [
  rule(),
  rule({ region_code: 'ON', region_name: 'Ontario', bonus_policy: 'hide' }),
])
const KNOWN = (countryCode: string, regionCode: string | null): VisitorPlace => ({
  status: 'known',
  countryCode,
  regionCode,
})

const brand = makeBrand({
  bonus_text: '150% up to C$1,000',
  hover_bonus_text: 'Wagering 35x • 18+, T&Cs apply',
  promo_code: 'MAPLEWELCOME',
  min_deposit: '£10',
  wagering_multiple: 10,
  wagering_applies_to: 'bonus',
  max_bet: '£5',
  bonus_expiry_days: 30,
  first_deposit_offer: true,
  full_terms_url: 'https://example.com/terms/maple',
})

function renderCard(rules: ReturnType<typeof applyMarketRules>) {
  return renderWith(
    <MarketRulesProvider rules={rules}>
      <BrandCard brand={brand} position={1} highlighted={false} />
    </MarketRulesProvider>,
  )
}

const offerTexts = ['150% up to C$1,000', 'Wagering 35x • 18+, T&Cs apply', 'MAPLEWELCOME']

describe('brand card under the market rules (#26)', () => {
  beforeAll(preloadBelowTheFold)
  afterEach(() => vi.useRealTimers())

  test("'show': the offer, its hover text, the promo code and Get Bonus", () => {
    renderCard(applyMarketRules(canada, KNOWN('CA', 'BC')))
    for (const text of offerTexts) expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get Bonus/ })).toBeInTheDocument()
    expect(screen.queryByText(/Significant terms/)).not.toBeInTheDocument()
  })

  test("'hide' (an Ontario visitor): no offer, hover text or promo code; the card says why", () => {
    renderCard(applyMarketRules(canada, KNOWN('CA', 'ON')))
    for (const text of offerTexts) expect(screen.queryByText(text)).not.toBeInTheDocument()
    expect(screen.getByText('Bonus offers are not shown in Ontario.')).toBeInTheDocument()
    // The casino stays one click away (the spec's button), without its offer.
    expect(screen.getByRole('link', { name: /Get Bonus/ })).toBeInTheDocument()
  })

  test('while the region is not known (prerender, hydration): the strict reading, no offer', () => {
    const { container } = renderCard(applyMarketRules(canada, { status: 'pending' }))
    for (const text of offerTexts) expect(screen.queryByText(text)).not.toBeInTheDocument()
    expect(screen.getByText('Bonus offers are not shown in Ontario.')).toBeInTheDocument()
    expect(container.textContent).not.toContain('C$1,000')
  })

  test("'neutral': the market's line instead of the offer, no promo code", () => {
    const sweden = market('se', 'Sweden', [
      rule({
        bonus_policy: 'neutral',
        neutral_offer_text: 'New players: see the casino for offers.',
      }),
    ])
    renderCard(applyMarketRules(sweden, KNOWN('SE', null)))
    expect(screen.getByText('New players: see the casino for offers.')).toBeInTheDocument()
    for (const text of offerTexts) expect(screen.queryByText(text)).not.toBeInTheDocument()
  })

  test('significant terms required: the terms next to the offer and a Full terms link', async () => {
    const uk = market('uk', 'United Kingdom', [rule({ significant_terms_required: true })])
    renderCard(applyMarketRules(uk, KNOWN('GB', null)))
    const terms = (await screen.findByText('Significant terms:')).parentElement!
    expect(terms).toHaveTextContent('Wagering 10x the bonus')
    expect(terms).toHaveTextContent('Min. deposit £10')
    expect(terms).toHaveTextContent('Max. bet £5')
    expect(terms).toHaveTextContent('Expires after 30 days')
    expect(terms).toHaveTextContent('First deposit only')
    const link = within(terms).getByRole('link', { name: /Full terms/ })
    expect(link).toHaveAttribute('href', 'https://example.com/terms/maple')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  test('quiet hours: no call to action at 10:00 Zagreb time, Get Bonus at 23:30', () => {
    const croatia = market('hr', 'Croatia', [
      rule({ cta_quiet_from: '06:00:00', cta_quiet_to: '23:00:00', time_zone: 'Europe/Zagreb' }),
    ])
    const rules = applyMarketRules(croatia, KNOWN('HR', null))
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z'), toFake: ['Date'] })
    const first = renderCard(rules)
    expect(screen.getByText('Casino links are paused 06:00–23:00 (Croatia time)')).toBeVisible()
    expect(screen.queryByRole('link', { name: /Get Bonus/ })).not.toBeInTheDocument()
    first.unmount()
    vi.setSystemTime(new Date('2026-11-27T22:30:00Z'))
    renderCard(rules)
    expect(screen.getByRole('link', { name: /Get Bonus/ })).toBeInTheDocument()
    expect(screen.queryByText(/Casino links are paused/)).not.toBeInTheDocument()
  })
})
