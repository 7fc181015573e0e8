import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { reviewQueryOptions } from '@/features/reviews/api/get-review'
import { ReviewPage } from '@/features/reviews/pages/review-page'
import type { MarketRuleRow } from '@/features/ranking'
import { getEnv } from '@/config/env'
import { createClient, makeBrand, renderWith } from '../ranking/fixtures'

function rule(overrides: Partial<MarketRuleRow> = {}): MarketRuleRow {
  return {
    region_code: null,
    region_name: null,
    bonus_policy: 'show',
    neutral_offer_text: null,
    min_age: 19,
    helpline_name: 'Responsible Gambling Council',
    helpline_url: 'https://www.responsiblegambling.org/',
    helpline_phone: null,
    rg_wording: 'Gambling can be addictive. Play responsibly.',
    ad_label: 'Advertisement',
    significant_terms_required: false,
    cta_quiet_from: null,
    cta_quiet_to: null,
    time_zone: 'America/Toronto',
    ...overrides,
  }
}

const ontario = rule({
  licence_regulator_id: 'agco',
  region_code: 'ON',
  region_name: 'Ontario',
  bonus_policy: 'hide',
  helpline_name: 'ConnexOntario',
  helpline_url: 'https://www.connexontario.ca/',
  helpline_phone: '1-866-531-2600',
})

/** Registered in Ontario (AGCO) from 2024 to 2028. */
const agcoLicence = {
  regulator_id: 'agco',
  licence_number: 'iGO-0001',
  valid_from: '2024-04-04',
  valid_to: '2028-04-03',
  register_url: null,
  regulator: { name: 'Alcohol and Gaming Commission of Ontario', register_url: null },
}

describe('review page under the market rules (#26)', () => {
  let lookups = 0
  beforeEach(() => {
    lookups = 0
    // The IP lookup (a third party) answers Ontario; every other request stays pending.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      if (String(input) === getEnv().VITE_IP_LOOKUP_URL) {
        lookups += 1
        return Promise.resolve(
          Response.json({ country_code: 'CA', region_code: 'ON', country_name: 'Canada' }),
        )
      }
      return new Promise(() => {})
    })
  })
  afterEach(() => vi.restoreAllMocks())

  test("an Ontario visitor: no bonus, promo code or bonus text, Ontario's helpline", async () => {
    const client = createClient()
    const brand = {
      ...makeBrand({ promo_code: 'MAPLEWELCOME', cta_button_text: 'Claim Bonus' }),
      country: {
        name: 'Canada',
        slug: 'ca',
        casino_promotion: true,
        market_rules: [rule(), ontario],
      },
      licences: [agcoLicence],
    }
    client.setQueryData(reviewQueryOptions('maple-crown-casino').queryKey, brand)
    renderWith(<ReviewPage brandSlug="maple-crown-casino" />, client)

    // What must happen first: the lookup answered, Ontario's helpline shows.
    expect(await screen.findByRole('link', { name: 'ConnexOntario' })).toHaveAttribute(
      'href',
      'https://www.connexontario.ca/',
    )
    // The tile and the Bonuses & Promotions section say so.
    expect(await screen.findAllByText('Bonus offers are not shown in Ontario.')).toHaveLength(2)
    const main = document.body.textContent ?? ''
    expect(main).not.toContain('150% up to C$1,000')
    expect(main).not.toContain('MAPLEWELCOME')
    // The editors' bonus section is an offer too.
    expect(screen.queryByText('Bonus text.')).not.toBeInTheDocument()
    const note = screen.getByRole('note', { name: 'Responsible gambling' })
    expect(note).toHaveTextContent('19+')
    expect(note).toHaveTextContent('Advertisement')
    // One lookup for the whole page.
    expect(lookups).toBe(1)
  })

  test('an Ontario visitor on a brand not registered in Ontario: no link to the casino', async () => {
    const client = createClient()
    const brand = {
      ...makeBrand({ cta_button_text: 'Claim Bonus' }),
      country: {
        name: 'Canada',
        slug: 'ca',
        casino_promotion: true,
        market_rules: [rule(), ontario],
      },
      licences: [],
    }
    client.setQueryData(reviewQueryOptions('maple-crown-casino').queryKey, brand)
    renderWith(<ReviewPage brandSlug="maple-crown-casino" />, client)
    await screen.findByRole('link', { name: 'ConnexOntario' })
    expect(await screen.findAllByText('Casino links are not available in Ontario')).toHaveLength(3)
    expect(screen.queryByRole('link', { name: /Claim Bonus|Play Now/ })).not.toBeInTheDocument()
  })
})
