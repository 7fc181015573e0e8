/**
 * /admin/analytics as an analyst, against the production build and a fresh local stack: the
 * figures of a seeded fixture (today's sessions and clicks in Romania and Canada, written with
 * the service key), the chart drawing a one-day period and a week whose only traffic is today,
 * a country filter that changes the figures and survives reload, a brand's click count (a
 * link that looks like one) opening the click log with the URL contract's keys and as many
 * rows as it said, axe in both themes at phone and desktop widths, and screenshots at phone,
 * tablet and desktop widths (screenshots: look-at.ts).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { adminTable, atEachWidth, expect, signInAs, test } from './fixtures.ts'
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

/**
 * The chart's points, one line after the other: their position, and the baseline (the y of
 * a zero). A point drawn above the baseline is a non-zero figure the chart shows.
 */
async function chartPoints(page: Page) {
  const chart = page.getByRole('img', { name: /over time/ })
  await expect(chart.locator('.recharts-line-dot').first()).toBeVisible()
  return chart.evaluate((element) => {
    const dots = [...element.querySelectorAll('.recharts-line-dot')].map((dot) => ({
      x: Number(dot.getAttribute('cx')),
      y: Number(dot.getAttribute('cy')),
    }))
    return { dots, baseline: Math.max(...dots.map((dot) => dot.y)) }
  })
}
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

    // A one-day period: 24 hours a line, today's traffic drawn above zero; conversions on their
    // own axis, both axes named, the legend saying whose axis each line uses.
    const overTime = page
      .getByRole('region', { name: 'Over time, by hour' })
      .getByRole('img', { name: /over time/ })
    await expect(overTime.getByText('Sessions and clicks', { exact: true })).toBeVisible()
    await expect(overTime.getByText('Conversions', { exact: true })).toBeVisible()
    await expect(overTime.getByText('Conversions (right axis)')).toBeVisible()
    const hours = await chartPoints(page)
    expect(hours.dots).toHaveLength(3 * 24)
    expect(hours.dots.some((dot) => dot.y < hours.baseline)).toBe(true)
    // A week whose only traffic is today: the lone point at the right edge is drawn.
    await page.goto('/admin/analytics?period=7d')
    const days = await chartPoints(page)
    expect(days.dots).toHaveLength(3 * 7)
    const lastDay = Math.max(...days.dots.map((dot) => dot.x))
    expect(days.dots.filter((dot) => dot.y < days.baseline).map((dot) => dot.x)).toContain(lastDay)
    await page.goto('/admin/analytics?period=today')
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
    // The figure looks like a link: the link colour and an underline, unlike the text beside it.
    const looks = await brandClicks.evaluate((link) => {
      const style = getComputedStyle(link)
      const row = getComputedStyle(link.closest('tr')!.querySelector('th')!)
      return { line: style.textDecorationLine, colour: style.color, text: row.color }
    })
    expect(looks.line).toBe('underline')
    expect(looks.colour).not.toBe(looks.text)
    await page.getByText('More filters').click()
    await expectNoAxeViolations(
      page,
      'analytics filtered by country, breakdown and more filters open',
    )

    await atEachWidth(page, async (width) => {
      await expect(brandClicks).toBeVisible()
      if (width < 768) await expectNoAxeViolations(page, `analytics at ${width} px`)
      await lookAt(page, `analytics-${width}`, { fullPage: true })
    })
    // The dark theme: the heatmap, the chart and the figure links keep their contrast.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await atEachWidth(
      page,
      async (width) => {
        await expectNoAxeViolations(page, `analytics at ${width} px, dark theme`)
        await lookAt(page, `analytics-dark-${width}`, { fullPage: true })
      },
      [390, 1280],
    )
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    const figure = Number(((await brandClicks.textContent()) ?? '').replace(/\D/g, ''))
    expect(figure).toBeGreaterThanOrEqual(4)

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
    // The log lists as many rows as the figure said.
    const log = adminTable(page, 'Outgoing clicks')
    await expect(log).not.toHaveAttribute('aria-busy', 'true')
    await expect(log.locator('tbody tr td time')).toHaveCount(figure)
    expect(errors).toEqual([])
  })
})
