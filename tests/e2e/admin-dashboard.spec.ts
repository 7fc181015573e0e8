/**
 * The dashboard's traffic part, against the production build and a fresh local stack: as an
 * analyst with a seeded fixture of today's clicks (written with the service key), today's
 * click figure equals the stored human clicks of the (UTC) day, a top brand opens the click
 * log filtered to it; a Get Bonus click on the public site in another browser appears in the
 * latest clicks and today's counter goes up without reload. An editor's dashboard shows no
 * traffic part and asks for none. Axe on each, for the analyst at phone and desktop widths in
 * both themes; screenshots at 375, 768 and 1280 px
 * (screenshots: look-at.ts).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { atEachWidth, expect, signInAs, test } from './fixtures.ts'
import { E2E_APP_PORT } from './ports.ts'
import { humanClicksToday, service } from './service.ts'
import { lookAt } from './look-at.ts'

const BROWSER_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

type Brand = { id: string; brand_name: string; brand_slug: string }

/** The first brand of /ca, the one a visitor sees on top. */
async function topCanadianBrand(): Promise<Brand> {
  const response = await service(
    '/rest/v1/brands?select=id,brand_name,brand_slug,country:countries!inner(slug)&country.slug=eq.ca&is_active=is.true&order=sort_order.asc&limit=1',
  )
  return ((await response.json()) as Brand[])[0]!
}

/** Six human clicks on `brand` now, each from its own session. */
async function seedClicks(brand: Brand) {
  for (let index = 0; index < 6; index += 1) {
    const userId = `e2e-dash-${randomUUID()}`
    const sessionId = randomUUID()
    await service('/rest/v1/visitor_sessions', {
      method: 'POST',
      body: JSON.stringify({
        session_id: sessionId,
        user_id: userId,
        country: 'Canada',
        device_type: 'desktop',
        entry_page: '/ca',
        referrer: 'https://www.google.com/',
        user_agent: BROWSER_UA,
      }),
    })
    await service('/rest/v1/brand_clicks_history', {
      method: 'POST',
      body: JSON.stringify({
        brand_id: brand.id,
        user_id: userId,
        session_id: sessionId,
        country: 'Canada',
        device_type: 'desktop',
        referrer: 'https://www.google.com/',
        page_url: 'http://127.0.0.1/ca',
        click_speed_ms: 6000,
        time_on_page_sec: 6,
        card_position: 1,
        user_agent: BROWSER_UA,
      }),
    })
  }
}

/** A visitor's Get Bonus click on `brand`'s card of /ca, from another browser as a person's. */
async function clickGetBonus(page: Page, brand: Brand) {
  const visitorContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: `http://127.0.0.1:${E2E_APP_PORT}`, userAgent: BROWSER_UA })
  // Automation is refused as a bot: the visitor's browser does not say it is driven.
  await visitorContext.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', {
      get: () => false,
      configurable: true,
    })
  })
  await visitorContext.route(/ipapi\.co|ip-lookup/, (route) =>
    route.fulfill({ json: { ip: '203.0.113.21', city: 'Toronto', country_name: 'Canada' } }),
  )
  await visitorContext.route(/^https:\/\/(www\.)?example\.(com|net|org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Casino</title>' }),
  )
  try {
    const visitor = await visitorContext.newPage()
    await visitor.clock.install()
    await visitor.goto('/ca', { referer: 'https://www.bing.com/' })
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // A person reads a moment before clicking (faster clicks are penalised): the page's clock
    // is moved on rather than waited for.
    await visitor.clock.fastForward(3_300)
    const card = visitor
      .getByTestId('brand-card')
      .filter({ has: visitor.getByRole('heading', { level: 3, name: brand.brand_name }) })
      .first()
    const popup = visitorContext.waitForEvent('page')
    await card.getByRole('link', { name: 'Get Bonus' }).click()
    await (await popup).waitForURL(/example\.(com|net|org)/)
  } finally {
    await visitorContext.close()
  }
}

const todayClicks = (page: Page) => page.locator('[data-figure="today-clicks"]')
const format = (n: number) => new Intl.NumberFormat('en-US').format(n)
const latestClicks = (page: Page) => page.getByRole('list', { name: 'The 10 latest clicks' })

test.describe('dashboard traffic', () => {
  test('an analyst reads today, follows a top brand, and sees a public click arrive live', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const brand = await topCanadianBrand()
    await seedClicks(brand)

    await signInAs(page, 'analyst')
    await expect(page.getByRole('heading', { level: 2, name: 'Today vs yesterday' })).toBeVisible()
    const before = await humanClicksToday()
    expect(before).toBeGreaterThanOrEqual(6)
    await expect(todayClicks(page)).toContainText(format(before))
    await expect(
      page.getByRole('img', { name: /^Clicks by hour, today against yesterday/ }),
    ).toBeVisible()
    await expect(page.getByText('New clicks appear as they happen')).toBeVisible()
    await expect(latestClicks(page).getByRole('listitem').first()).toBeVisible()
    await expectNoAxeViolations(page, 'dashboard as an analyst')

    await atEachWidth(page, async (width) => {
      await expect(todayClicks(page)).toBeVisible()
      // How far the page scrolls sideways, and the innermost elements that stick out.
      const overflow = await page.evaluate(() => {
        const edge = document.documentElement.clientWidth
        const out = [...document.querySelectorAll('main *')].filter(
          (element) =>
            element.getBoundingClientRect().right > edge + 0.5 &&
            ![...element.children].some(
              (child) => child.getBoundingClientRect().right > edge + 0.5,
            ),
        )
        return {
          by: document.documentElement.scrollWidth - edge,
          out: out.slice(0, 3).map((element) => element.outerHTML.slice(0, 160)),
        }
      })
      expect(
        overflow.by,
        `the dashboard at ${width} px scrolls sideways: ${overflow.out.join(' | ')}`,
      ).toBeLessThanOrEqual(0)
      if (width < 768) await expectNoAxeViolations(page, `dashboard as an analyst at ${width} px`)
      await lookAt(page, `dashboard-analyst-${width}`, { fullPage: true })
    })

    // A public click: in the latest clicks, and today's counter up, without a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await clickGetBonus(page, brand)
    await page.bringToFront()
    await expect(latestClicks(page).getByRole('link').first()).toHaveText(
      new RegExp(`^${brand.brand_name} at `),
      { timeout: 10_000 },
    )
    const after = await humanClicksToday()
    expect(after).toBeGreaterThan(before)
    await expect(todayClicks(page)).toContainText(format(after), { timeout: 15_000 })
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
    await lookAt(page, `dashboard-live-1280`)

    // The figures' colours (rises, falls, the live mark) in the dark theme too.
    await page.evaluate(() => localStorage.setItem('admin_theme', 'dark'))
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(todayClicks(page)).toContainText(format(after))
    // Each figure that opens its rows looks like a link: underlined, in the link colour.
    await expect(todayClicks(page)).toHaveCSS('text-decoration-line', 'underline')
    await atEachWidth(
      page,
      async (width) => {
        await expectNoAxeViolations(page, `dashboard as an analyst at ${width} px, dark theme`)
        await lookAt(page, `dashboard-dark-${width}`, { fullPage: true })
      },
      [390, 1280],
    )
    await page.evaluate(() => localStorage.setItem('admin_theme', 'light'))

    // The newest click opens its detail in Outgoing Clicks.
    await latestClicks(page).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/admin\/click-log\?click=/)
    await expect(page.getByRole('dialog')).toBeVisible()

    // A top brand opens the click log filtered to it, for the same 7 days.
    await page.goto('/admin/dashboard')
    const byClicks = page.getByRole('list', { name: 'By clicks' })
    const first = byClicks.getByRole('link').first()
    await expect(first).toBeVisible()
    const href = (await first.getAttribute('href'))!
    expect(href).toMatch(/^\/admin\/click-log\?period=7d&brand=[^&]+&traffic=humans$/)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing Clicks' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('an editor sees no traffic tiles and makes no traffic request', async ({ page }) => {
    const traffic: string[] = []
    page.on('request', (request) => {
      if (/report_|reporting_time_zone|admin_click_log|brand_clicks_history/.test(request.url())) {
        traffic.push(request.url())
      }
    })
    // Realtime carries the bell's alerts too: only a channel on the traffic tables counts.
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (/brand_clicks_history|visitor_sessions/.test(String(payload)))
          traffic.push(String(payload))
      }),
    )
    await signInAs(page, 'editor')
    await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible()
    await expect(page.getByText('Active brands')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Public pages' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Today/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Latest clicks' })).toHaveCount(0)
    await expect(page.locator('[data-figure]')).toHaveCount(0)
    await expectNoAxeViolations(page, 'dashboard as an editor')
    await lookAt(page, `dashboard-editor-1280`, { fullPage: true })
    expect(traffic).toEqual([])
  })
})
