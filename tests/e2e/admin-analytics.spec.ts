/**
 * /admin/analytics as an analyst, against the production build and a fresh local stack: the
 * figures of a seeded fixture (today's sessions and clicks in Romania and Canada, written with
 * the service key), a country filter that changes them and survives reload, a brand's click
 * count opening the click log with the URL contract's keys, axe on the page, and screenshots at
 * phone, tablet and desktop widths (screenshots: look-at.ts).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { atEachWidth, expect, signInAs, test } from './fixtures.ts'
import { humanClicksToday, service } from './service.ts'
import { lookAt } from './look-at.ts'

async function seedFixture(brand: { id: string }) {
  const rows = [
    ...Array.from({ length: 4 }, () => 'Romania'),
    ...Array.from({ length: 3 }, () => 'Canada'),
  ]
  for (const country of rows) {
    const userId = `e2e-an-${randomUUID()}`
    const sessionId = randomUUID()
    await service('/rest/v1/visitor_sessions', {
      method: 'POST',
      body: JSON.stringify({
        session_id: sessionId,
        user_id: userId,
        country,
        device_type: 'mobile',
        entry_page: '/ro',
        referrer: 'https://www.google.com/',
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36',
      }),
    })
    await service('/rest/v1/brand_clicks_history', {
      method: 'POST',
      body: JSON.stringify({
        brand_id: brand.id,
        user_id: userId,
        session_id: sessionId,
        country,
        device_type: 'mobile',
        referrer: 'https://www.google.com/',
        page_url: 'http://127.0.0.1/ro',
        click_speed_ms: 6000,
        time_on_page_sec: 6,
        card_position: 1,
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36',
      }),
    })
  }
}

const clicksTile = (page: Page) => page.locator('[data-figure="clicks"]')
const format = (n: number) => new Intl.NumberFormat('en-US').format(n)

test.describe('admin analytics', () => {
  test('an analyst reads the figures, filters by country and drills down to the click log', async ({
    page,
  }) => {
    // Figures over real report functions, axe and three full-page screenshots.
    test.setTimeout(180_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const brands = (await (
      await service(
        '/rest/v1/brands?select=id,brand_slug,brand_name&is_active=eq.true&order=brand_slug&limit=1',
      )
    ).json()) as { id: string; brand_slug: string; brand_name: string }[]
    const brand = brands[0]!
    await seedFixture(brand)

    await signInAs(page, 'analyst', '/admin/analytics?period=today')
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    const all = await humanClicksToday()
    await expect(clicksTile(page)).toHaveText(format(all))

    // The country filter narrows the figures, and the URL keeps it through a reload.
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Romania' })
    await expect(page).toHaveURL(/[?&]country=ro(&|$)/)
    const romania = await humanClicksToday('Romania')
    expect(romania).toBeGreaterThanOrEqual(4)
    expect(romania).toBeLessThan(all)
    await expect(clicksTile(page)).toHaveText(format(romania))
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('ro')
    await expect(clicksTile(page)).toHaveText(format(romania))
    // The filter shows as a chip in words, and money in the reporting currency (the seed's EUR).
    const chips = page.getByRole('list', { name: 'Active filters' })
    await expect(chips).toContainText('Country: Romania')
    await expect(
      chips.getByRole('button', { name: 'Remove filter Country: Romania' }),
    ).toBeVisible()
    await expect(page.locator('[data-figure="revenue"]')).toHaveText(/^€\d[\d,]*\.\d\d$/)
    await expect(page.locator('[data-figure="epc"]')).toHaveText(/^€\d[\d,]*\.\d\d$/)

    // Axe with the breakdown, chart table and filters showing.
    const breakdowns = page.getByRole('region', { name: 'Breakdowns' })
    const brandClicks = breakdowns.getByRole('link', {
      name: new RegExp(`^\\d+ clicks for ${brand.brand_name}$`),
    })
    await expect(brandClicks).toBeVisible()
    await page.getByText('More filters').click()
    await expectNoAxeViolations(
      page,
      'analytics filtered by country, breakdown and more filters open',
    )

    await atEachWidth(page, async (width) => {
      await expect(brandClicks).toBeVisible()
      await lookAt(page, `analytics-${width}`, { fullPage: true })
    })

    // A brand's clicks open the click log filtered to them, with the contract's keys.
    await brandClicks.click()
    await expect(page).toHaveURL(/\/admin\/click-log\?/)
    const url = new URL(page.url())
    const today = new Date().toISOString().slice(0, 10)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: today,
      to: today,
      country: 'ro',
      brand: brand.brand_slug,
      traffic: 'humans',
    })
    expect(errors).toEqual([])
  })
})
