import { describe, expect, test } from 'vitest'
import {
  applyMarketRules,
  ctaWithheld,
  inQuietWindow,
  listableForVisitor,
  marketSlugOfCountryCode,
  minutesIn,
  OPEN_RULES,
  type Market,
  type MarketRuleRow,
  type VisitorPlace,
} from '@/features/ranking/lib/market-rules'
import { hiddenOfferText, offerSummary, offerView } from '@/features/ranking/lib/offer-terms'
import {
  fullTermsUrl,
  significantTerms,
  wageringText,
} from '@/features/ranking/lib/significant-terms'

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

const canada: Market = {
  slug: 'ca',
  name: 'Canada',
  casino_promotion: true,
  market_rules: [
    rule({
      min_age: 19,
      helpline_name: 'Responsible Gambling Council',
      helpline_url: 'https://www.responsiblegambling.org/',
      ad_label: 'Advertisement',
    }),
    rule({
      region_code: 'ON',
      region_name: 'Ontario',
      bonus_policy: 'hide',
      licence_regulator_id: 'agco',
      min_age: 19,
      helpline_name: 'ConnexOntario',
      helpline_url: 'https://www.connexontario.ca/',
      helpline_phone: '1-866-531-2600',
      significant_terms_required: true,
    }),
  ],
}
const uk: Market = {
  slug: 'uk',
  name: 'United Kingdom',
  casino_promotion: true,
  market_rules: [rule({ ad_label: '#ad', significant_terms_required: true })],
}
const croatia: Market = {
  slug: 'hr',
  name: 'Croatia',
  casino_promotion: true,
  market_rules: [
    rule({ cta_quiet_from: '06:00:00', cta_quiet_to: '23:00:00', time_zone: 'Europe/Zagreb' }),
  ],
}
const australia: Market = {
  slug: 'au',
  name: 'Australia',
  casino_promotion: false,
  market_rules: [rule({ bonus_policy: 'hide' })],
}
const sweden: Market = {
  slug: 'se',
  name: 'Sweden',
  casino_promotion: true,
  market_rules: [
    rule({ bonus_policy: 'neutral', neutral_offer_text: 'Offers for new players.', min_age: 20 }),
  ],
}

const at = (countryCode: string, regionCode: string | null = null): VisitorPlace => ({
  status: 'known',
  countryCode,
  regionCode,
})
const PENDING: VisitorPlace = { status: 'pending' }
const UNKNOWN: VisitorPlace = { status: 'unknown' }

describe('market rules: the stricter of the page market and the visitor place', () => {
  test('no market: everything shown', () => {
    expect(applyMarketRules(null, PENDING)).toBe(OPEN_RULES)
  })

  test('an Ontario visitor on /ca: offers hidden, Ontario named, its helpline', () => {
    const rules = applyMarketRules(canada, at('CA', 'ON'))
    expect(rules.bonusPolicy).toBe('hide')
    expect(rules.policyWhere).toBe('Ontario')
    expect(rules.significantTerms).toBe(true)
    expect(rules.responsibleGambling?.helpline).toEqual({
      name: 'ConnexOntario',
      url: 'https://www.connexontario.ca/',
      phone: '1-866-531-2600',
    })
    expect(rules.responsibleGambling?.adLabel).toBe('Advertisement')
  })

  test('a British Columbia visitor on /ca: the offer shows, with Canada’s helpline', () => {
    const rules = applyMarketRules(canada, at('CA', 'BC'))
    expect(rules.bonusPolicy).toBe('show')
    expect(rules.significantTerms).toBe(false)
    expect(rules.responsibleGambling?.helpline?.name).toBe('Responsible Gambling Council')
    expect(rules.responsibleGambling?.minAge).toBe(19)
  })

  test('while the location is pending (prerender, hydration), every region row of the market applies', () => {
    const rules = applyMarketRules(canada, PENDING)
    expect(rules.bonusPolicy).toBe('hide')
    expect(offerView(rules, {})).toEqual({ kind: 'hidden', where: 'Ontario' })
  })

  test('when the location cannot be known, the strict reading: the region rows still apply', () => {
    const rules = applyMarketRules(canada, UNKNOWN)
    expect(rules.bonusPolicy).toBe('hide')
    expect(offerView(rules, {})).toEqual({ kind: 'hidden', where: 'Ontario' })
  })

  test('a market without regions shows its offers before the location is known', () => {
    expect(applyMarketRules(uk, PENDING)).toMatchObject({ bonusPolicy: 'show' })
  })

  test("an Ontario visitor on /uk gets Ontario's stricter policy once Canada's rules are read", () => {
    expect(applyMarketRules(uk, at('CA', 'ON'), undefined).bonusPolicy).toBe('show')
    const rules = applyMarketRules(uk, at('CA', 'ON'), canada)
    expect(rules.bonusPolicy).toBe('hide')
    expect(rules.policyWhere).toBe('Ontario')
    // The block stays the page's market's (the UK's label), with the higher age.
    expect(rules.responsibleGambling).toMatchObject({ adLabel: '#ad', minAge: 19 })
  })

  test('a visitor in a closed market is closed on every page', () => {
    const rules = applyMarketRules(uk, at('AU'), australia)
    expect(rules.closed).toBe(true)
    expect(rules.bonusPolicy).toBe('hide')
  })

  test('the page of a closed market is closed', () => {
    expect(applyMarketRules(australia, PENDING).closed).toBe(true)
  })

  test('neutral beats show and gives its line; hide beats neutral', () => {
    const neutral = applyMarketRules(uk, at('SE'), sweden)
    expect(neutral.bonusPolicy).toBe('neutral')
    expect(offerView(neutral, {})).toEqual({ kind: 'neutral', text: 'Offers for new players.' })
    expect(neutral.responsibleGambling?.minAge).toBe(20)
    expect(applyMarketRules(sweden, at('CA', 'ON'), canada).bonusPolicy).toBe('hide')
  })

  test('quiet hours of the page and of the visitor place both apply', () => {
    expect(applyMarketRules(croatia, PENDING).quietWindows).toEqual([
      { from: '06:00:00', to: '23:00:00', timeZone: 'Europe/Zagreb', where: 'Croatia' },
    ])
    expect(applyMarketRules(uk, at('HR'), croatia).quietWindows).toHaveLength(1)
    expect(applyMarketRules(uk, at('GB')).quietWindows).toEqual([])
  })

  test("an Ontario visitor sees only brands licensed by Ontario's regulator today", () => {
    const brands = [
      {
        id: 'registered',
        licences: [{ regulator_id: 'agco', valid_from: '2024-04-04', valid_to: '2028-04-03' }],
      },
      {
        id: 'expired',
        licences: [{ regulator_id: 'agco', valid_from: '2020-01-01', valid_to: '2026-11-26' }],
      },
      {
        id: 'other',
        licences: [{ regulator_id: 'kahnawake', valid_from: '2020-01-01', valid_to: null }],
      },
      { id: 'none' },
    ]
    const today = '2026-11-27'
    const ids = (list: { id: string }[]) => list.map((brand) => brand.id)
    expect(
      ids(listableForVisitor(brands, applyMarketRules(canada, at('CA', 'ON')), today)),
    ).toEqual(['registered'])
    // Elsewhere in Canada, and before the place is known, every brand of the market stays.
    expect(listableForVisitor(brands, applyMarketRules(canada, at('CA', 'BC')), today)).toBe(brands)
    expect(listableForVisitor(brands, applyMarketRules(canada, PENDING), today)).toBe(brands)
    expect(listableForVisitor(brands, applyMarketRules(canada, UNKNOWN), today)).toBe(brands)
  })

  test('country codes to market slugs', () => {
    expect(marketSlugOfCountryCode('GB')).toBe('uk')
    expect(marketSlugOfCountryCode('CA')).toBe('ca')
    expect(marketSlugOfCountryCode('')).toBeNull()
    expect(marketSlugOfCountryCode('XYZ')).toBeNull()
  })
})

describe('quiet hours', () => {
  const zagreb = { from: '06:00:00', to: '23:00:00', timeZone: 'Europe/Zagreb', where: 'Croatia' }

  test('10:00 Zagreb time (CET, UTC+1 in November) is inside 06:00–23:00, 23:30 is not', () => {
    expect(minutesIn(new Date('2026-11-27T09:00:00Z'), 'Europe/Zagreb')).toBe(600)
    expect(inQuietWindow(zagreb, new Date('2026-11-27T09:00:00Z'))).toBe(true)
    expect(inQuietWindow(zagreb, new Date('2026-11-27T22:30:00Z'))).toBe(false)
    // Summer time (UTC+2): 05:59 local is still open, 06:00 closes.
    expect(inQuietWindow(zagreb, new Date('2026-07-01T03:59:00Z'))).toBe(false)
    expect(inQuietWindow(zagreb, new Date('2026-07-01T04:00:00Z'))).toBe(true)
    // 23:00 itself opens again.
    expect(inQuietWindow(zagreb, new Date('2026-11-27T22:00:00Z'))).toBe(false)
  })

  test('a window across midnight', () => {
    const night = { from: '22:00', to: '06:00', timeZone: 'UTC', where: 'X' }
    expect(ctaWithheld([night], new Date('2026-11-27T23:00:00Z'))).toBe(true)
    expect(ctaWithheld([night], new Date('2026-11-27T05:00:00Z'))).toBe(true)
    expect(ctaWithheld([night], new Date('2026-11-27T12:00:00Z'))).toBe(false)
    expect(ctaWithheld([], new Date())).toBe(false)
  })
})

describe('offer terms', () => {
  test('wagering as NNx and what it applies to', () => {
    expect(wageringText({ wagering_multiple: 10, wagering_applies_to: 'bonus' })).toBe(
      '10x the bonus',
    )
    expect(
      wageringText({ wagering_multiple: '35.0', wagering_applies_to: 'deposit_and_bonus' }),
    ).toBe('35x deposit + bonus')
    expect(wageringText({ wagering_multiple: 12.5 })).toBe('12.5x')
    expect(wageringText({ wagering_multiple: null })).toBeNull()
  })

  test('significant terms list what the brand states, in order', () => {
    expect(
      significantTerms({
        min_deposit: '£10',
        wagering_multiple: 10,
        wagering_applies_to: 'bonus',
        max_bet: '£5',
        max_cashout: '£500',
        bonus_expiry_days: 30,
        eligible_games: 'Slots',
        first_deposit_offer: true,
      }),
    ).toEqual([
      'Min. deposit £10',
      'Wagering 10x the bonus',
      'Max. bet £5',
      'Max. cashout £500',
      'Expires after 30 days',
      'Slots',
      'First deposit only',
    ])
    expect(significantTerms({})).toEqual([])
  })

  test('only a web address is a full-terms link', () => {
    expect(fullTermsUrl({ full_terms_url: 'https://casino.example/terms' })).toBe(
      'https://casino.example/terms',
    )
    expect(fullTermsUrl({ full_terms_url: 'javascript:alert(1)' })).toBeNull()
  })

  test('the one-line offer: the bonus where it may show, the neutral line, or none', () => {
    const show = applyMarketRules(uk, at('GB'))
    expect(offerView(show, { promo_code: ' WELCOME ' })).toEqual({
      kind: 'offer',
      promoCode: 'WELCOME',
      terms: true,
    })
    expect(offerSummary(offerView(show, {}), '100% up to £100')).toBe('100% up to £100')
    const hidden = applyMarketRules(canada, at('CA', 'ON'))
    expect(offerSummary(offerView(hidden, {}), '100% up to C$500')).toBe('Not shown here')
    expect(hiddenOfferText('Ontario')).toBe('Bonus offers are not shown in Ontario.')
  })
})
