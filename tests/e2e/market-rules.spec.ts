/**
 * Market rules on the public pages (#26), as visitors see them: a market closed to casino
 * promotion (Australia) informs and links to no casino; the visitor's region decides where a
 * market has regions with rules of their own (Ontario hides offers and promo codes, British
 * Columbia shows them; the IP lookup, a third party, is answered by the test); the UK's
 * significant terms stand next to each offer; Croatia's calls to action are withheld
 * 06:00–23:00 Zagreb time (the browser's clock set by the test). Each page passes axe.
 *
 * Only the IP lookup is answered by the test: the pages, the database and the rules are real.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoReadingBrands, test } from './fixtures.ts'
import { serviceJson } from './service.ts'

const IP_LOOKUP = /ipapi\.co|ip-lookup/

type BrandRow = {
  brand_slug: string
  bonus_text: string | null
  hover_bonus_text: string | null
  promo_code: string | null
  destination_url: string | null
  is_active: boolean
}

/** A market's brands as the database holds them (the service key: every row). */
async function brandsOf(slug: string): Promise<BrandRow[]> {
  return (await serviceJson(
    `/rest/v1/brands?select=brand_slug,bonus_text,hover_bonus_text,promo_code,destination_url,is_active,country:countries!inner(slug)&country.slug=eq.${slug}&order=sort_order`,
  )) as BrandRow[]
}

/** The IP lookup (ipapi.co's JSON) answers that the visitor is at `place`; the requests are counted. */
async function locateVisitor(
  page: Page,
  place: { country_code: string; country_name: string; region_code: string; region: string },
) {
  const lookups: string[] = []
  await page.route(IP_LOOKUP, (route) => {
    lookups.push(route.request().url())
    return route.fulfill({ json: { ip: '203.0.113.44', city: 'Somewhere', ...place } })
  })
  return lookups
}

const ONTARIO = {
  country_code: 'CA',
  country_name: 'Canada',
  region_code: 'ON',
  region: 'Ontario',
}
const BRITISH_COLUMBIA = {
  country_code: 'CA',
  country_name: 'Canada',
  region_code: 'BC',
  region: 'British Columbia',
}

test.describe('market rules (#26)', () => {
  test('/au, a market closed to casino promotion, informs: no ranking, bonus or casino link', async ({
    page,
  }) => {
    const brands = await brandsOf('au')
    expect(brands.length).toBeGreaterThan(0)
    await page.goto('/au')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Casino promotion is not offered in Australia' }),
    ).toBeVisible()
    // Why, from the market's rule, and where to get help.
    await expect(
      page.getByText('Online casinos may not be offered or advertised in Australia.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Gambling Help Online' })).toHaveAttribute(
      'href',
      'https://www.gamblinghelponline.org.au/',
    )
    await expect(page.getByRole('list', { name: 'Ranked casinos' })).toHaveCount(0)
    await expect(page.getByTestId('brand-card')).toHaveCount(0)
    await expect(page.getByText('Get Bonus')).toHaveCount(0)
    const html = await page.content()
    for (const brand of brands) {
      if (brand.bonus_text) expect(html).not.toContain(brand.bonus_text)
    }
    // No link to /go or to any Australian brand's site.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    expect(hrefs.filter((href) => /\/go\//.test(href))).toEqual([])
    const casinoHosts = new Set(
      brands.flatMap((brand) =>
        brand.destination_url ? [new URL(brand.destination_url).host] : [],
      ),
    )
    expect(hrefs.filter((href) => casinoHosts.has(new URL(href).host))).toEqual([])
    await expectNoAxeViolations(page, '/au, closed market')

    // The compare page too, and a brand's review answers not found.
    await page.goto('/au/compare')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Casino promotion is not offered in Australia' }),
    ).toBeVisible()
    await expect(page.getByTestId('brand-card')).toHaveCount(0)
    await page.goto(`/reviews/${brands[0]!.brand_slug}`)
    await expect(page.getByRole('heading', { name: 'Brand Not Found' })).toBeVisible()
  })

  test('a visitor in Ontario sees no bonus text or promo code on /ca, nor on a review', async ({
    page,
  }) => {
    const brands = (await brandsOf('ca')).filter((brand) => brand.is_active)
    const withCode = brands.find((brand) => brand.promo_code)
    expect(withCode, 'a Canadian demo brand with a promo code').toBeDefined()

    const lookups = await locateVisitor(page, ONTARIO)
    await gotoReadingBrands(page, '/ca')
    const cards = page.getByTestId('brand-card')
    await expect(cards.first()).toBeVisible()
    // What must happen first: the cards say where offers are not shown.
    await expect(cards.first().getByText('Bonus offers are not shown in Ontario.')).toBeVisible()
    // Ontario's helpline in the responsible-gambling block.
    await expect(
      page
        .getByRole('note', { name: 'Responsible gambling' })
        .getByRole('link', { name: 'ConnexOntario' }),
    ).toBeVisible()
    const ontarioText = await page.locator('main').innerText()
    for (const brand of brands) {
      if (brand.bonus_text) expect(ontarioText).not.toContain(brand.bonus_text)
      if (brand.promo_code) expect(ontarioText).not.toContain(brand.promo_code)
    }
    await expect(page.getByText('Promo code')).toHaveCount(0)
    // Ontario lists only operators registered with its regulator (AGCO), valid today.
    const registered = (await serviceJson(
      `/rest/v1/brand_licences?select=brand:brands!inner(brand_name,sort_order,is_active,country:countries!inner(slug)),regulator:regulators!inner(code)&regulator.code=eq.agco&brand.country.slug=eq.ca&brand.is_active=eq.true&valid_from=lte.${new Date().toISOString().slice(0, 10)}&or=(valid_to.is.null,valid_to.gte.${new Date().toISOString().slice(0, 10)})`,
    )) as { brand: { brand_name: string; sort_order: number } }[]
    const registeredNames = registered
      .map(({ brand }) => brand)
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((brand) => brand.brand_name)
    expect(registeredNames.length).toBeGreaterThan(0)
    expect(registeredNames.length).toBeLessThan(brands.length)
    await expect
      .poll(() => cards.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(registeredNames)
    expect(lookups).toHaveLength(1)
    await expectNoAxeViolations(page, '/ca, Ontario visitor')

    // Ontario's review pages follow the same rule.
    await page.goto(`/reviews/${withCode!.brand_slug}`)
    await expect(page.getByText('Bonus offers are not shown in Ontario.').first()).toBeVisible()
    expect(await page.locator('main').innerText()).not.toContain(withCode!.promo_code!)
    // The tab's answer is reused: no second lookup.
    expect(lookups).toHaveLength(1)

    // A brand not registered in Ontario: its review informs, with no link to the casino.
    const unregistered = (
      (await serviceJson(
        '/rest/v1/brands?select=brand_slug,brand_name,country:countries!inner(slug)&country.slug=eq.ca&is_active=eq.true&market_block=is.null',
      )) as { brand_slug: string; brand_name: string }[]
    ).find((brand) => !registeredNames.includes(brand.brand_name))
    expect(unregistered, 'a listable Canadian brand without an AGCO licence').toBeDefined()
    await page.goto(`/reviews/${unregistered!.brand_slug}`)
    await expect(page.getByText('Casino links are not available in Ontario').first()).toBeVisible()
    await expect(page.locator('a[href*="/go/"]')).toHaveCount(0)
  })

  test('a visitor in British Columbia sees the bonus texts and promo codes on /ca', async ({
    page,
  }) => {
    const brands = (await brandsOf('ca')).filter((brand) => brand.is_active)
    const withCode = brands.find((brand) => brand.promo_code)!
    await locateVisitor(page, BRITISH_COLUMBIA)
    await gotoReadingBrands(page, '/ca')
    const first = brands[0]!
    await expect(page.getByText(first.bonus_text!, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(withCode.promo_code!, { exact: true })).toBeVisible()
    await expect(page.getByText('Bonus offers are not shown in Ontario.')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Get Bonus/ }).first()).toBeVisible()
    // Every listable Canadian brand, registered in Ontario or not.
    await expect(page.getByTestId('brand-card')).toHaveCount(
      (
        (await serviceJson(
          '/rest/v1/brands?select=id,country:countries!inner(slug)&country.slug=eq.ca&is_active=eq.true&market_block=is.null',
        )) as unknown[]
      ).length,
    )
    await expectNoAxeViolations(page, '/ca, British Columbia visitor')
  })

  test('a visitor whose location cannot be known gets the strict reading on /ca', async ({
    page,
  }) => {
    await page.route(IP_LOOKUP, (route) => route.fulfill({ status: 429, body: 'rate limited' }))
    await gotoReadingBrands(page, '/ca')
    await expect(
      page.getByTestId('brand-card').first().getByText('Bonus offers are not shown in Ontario.'),
    ).toBeVisible()
  })

  test('/uk cards show Significant terms with the wagering next to the offer, and Full terms', async ({
    page,
  }) => {
    await locateVisitor(page, {
      country_code: 'GB',
      country_name: 'United Kingdom',
      region_code: 'ENG',
      region: 'England',
    })
    await gotoReadingBrands(page, '/uk')
    const card = page.getByTestId('brand-card').first()
    await expect(card.getByText('Significant terms:')).toBeVisible()
    await expect(card.getByText(/Wagering \d+(\.\d)?x the bonus/)).toBeVisible()
    const fullTerms = card.getByRole('link', { name: /Full terms/ })
    await expect(fullTerms).toHaveAttribute('href', /^https:\/\//)
    await expect(fullTerms).toHaveAttribute('target', '_blank')
    await expect(fullTerms).toHaveAttribute('rel', /noopener/)
    // The responsible-gambling block: the #ad label and the helpline.
    await expect(page.getByRole('note', { name: 'Responsible gambling' })).toContainText('#ad')
    await expect(page.getByRole('link', { name: 'BeGambleAware' })).toBeVisible()
    await expectNoAxeViolations(page, '/uk, significant terms')
  })

  test('the CTA on /hr is withheld at 10:00 Zagreb time and shown at 23:30', async ({ page }) => {
    await locateVisitor(page, {
      country_code: 'HR',
      country_name: 'Croatia',
      region_code: '21',
      region: 'Zagreb',
    })
    // 27 November: Central European Time, UTC+1.
    await page.clock.setFixedTime(new Date('2026-11-27T09:00:00Z'))
    await gotoReadingBrands(page, '/hr')
    const card = page.getByTestId('brand-card').first()
    await expect(card.getByText('Casino links are paused 06:00–23:00 (Croatia time)')).toBeVisible()
    await expect(page.getByRole('link', { name: /Get Bonus/ })).toHaveCount(0)
    await expect(page.locator('a[href*="/go/"]')).toHaveCount(0)
    await expectNoAxeViolations(page, '/hr at 10:00, calls to action withheld')

    await page.clock.setFixedTime(new Date('2026-11-27T22:30:00Z'))
    await gotoReadingBrands(page, '/hr')
    await expect(card.getByRole('link', { name: /Get Bonus/ })).toBeVisible()
    await expect(page.getByText('Casino links are paused 06:00–23:00 (Croatia time)')).toHaveCount(
      0,
    )
    await expectNoAxeViolations(page, '/hr at 23:30')
  })

  test('the prerendered /hr and /ca carry no call to action or Ontario-forbidden offer before the browser decides', async ({
    request,
  }) => {
    const hr = await (await request.get('/hr')).text()
    expect(hr).toContain('data-testid="cta-withheld"')
    expect(hr).not.toMatch(/href="[^"]*\/go\//)
    const ca = await (await request.get('/ca')).text()
    const brands = (await brandsOf('ca')).filter((brand) => brand.is_active)
    const main = ca.slice(ca.indexOf('<main'), ca.indexOf('</main>'))
    for (const brand of brands) {
      if (brand.bonus_text) expect(main).not.toContain(`>${brand.bonus_text}<`)
    }
    // The UK has no regions: its offers are in the prerendered page.
    const uk = await (await request.get('/uk')).text()
    expect(uk).toContain('Significant terms')
  })
})
