/**
 * Outgoing Clicks (/admin/click-log) and Incoming Clicks (/admin/incoming) as an analyst,
 * against the production build and a fresh local stack: a link with the Analytics contract's
 * keys (`?brand=<slug>&period=30d`) lists exactly the stored rows behind it, a toolbar filter
 * narrows it and survives reload, 'Export CSV' has exactly the filtered rows, the detail
 * panel shows the click's groups, its quality flags in words and the way to its session,
 * whose panel lists its clicks; with the log live, a Get Bonus click on the public site in
 * another page appears without reload. Axe on the lists and the open panels; both lists at
 * 375, 768 and 1280 px.
 */
import fs from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  signInAs,
  test,
} from './fixtures.ts'
import { E2E_API_PORT, E2E_APP_PORT } from './ports.ts'
import { lookAt } from './look-at.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}`
const tag = randomUUID().replace(/-/g, '').slice(0, 10)
const BROWSER_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

type Brand = { id: string; brand_name: string; brand_slug: string }

async function rest(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  return response.json() as Promise<unknown>
}

/** The first two brands of /ca, by position. */
async function canadianBrands(): Promise<[Brand, Brand]> {
  const rows = (await rest(
    '/rest/v1/brands?select=id,brand_name,brand_slug,country:countries!inner(slug)&country.slug=eq.ca&is_active=is.true&order=sort_order.asc&limit=2',
  )) as Brand[]
  return [rows[0]!, rows[1]!]
}

const daysAgo = (days: number, minutes = 5) =>
  new Date(Date.now() - days * 86_400_000 - minutes * 60_000).toISOString()

/** A session and clicks on `brand`: three within 30 days (one fast, one from mobile), one older. */
async function insertFixture(brand: Brand, other: Brand) {
  const session = (await rest('/rest/v1/visitor_sessions', {
    method: 'POST',
    body: {
      session_id: `${tag}-s`,
      user_id: `${tag}-u`,
      entry_page: '/ca',
      first_page_url: `https://site.test/ca?utm_source=e2e-${tag}`,
      utm_source: `e2e-${tag}`,
      device_type: 'desktop',
      country: 'Canada',
      user_agent: BROWSER_UA,
      created_at: daysAgo(1, 10),
    },
  })) as [{ id: string }]
  const click = (overrides: Record<string, unknown>) => ({
    user_id: `${tag}-u`,
    session_id: `${tag}-x`,
    country: 'Canada',
    device_type: 'desktop',
    browser: 'Chrome',
    os: 'macOS',
    referrer: 'https://www.google.com/',
    page_url: 'https://site.test/ca',
    user_agent: BROWSER_UA,
    click_speed_ms: 4000,
    card_position: null,
    ...overrides,
  })
  await rest('/rest/v1/brand_clicks_history', {
    method: 'POST',
    body: [
      click({
        brand_id: brand.id,
        session_id: `${tag}-s`,
        click_time: daysAgo(1),
        card_position: 2,
      }),
      click({ brand_id: brand.id, click_time: daysAgo(3), click_speed_ms: 200 }),
      click({ brand_id: brand.id, click_time: daysAgo(8), device_type: 'mobile', os: 'iOS' }),
      click({ brand_id: brand.id, click_time: daysAgo(45) }),
      click({ brand_id: other.id, click_time: daysAgo(2) }),
    ],
  })
  return session[0].id
}

/** How many clicks on `brand` the database holds since the start of the UTC day 29 days ago. */
async function storedCount(brand: Brand, extra = ''): Promise<number> {
  const today = new Date()
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29),
  ).toISOString()
  const rows = (await rest(
    `/rest/v1/brand_clicks_history?select=id&brand_id=eq.${brand.id}&click_time=gte.${start}${extra}`,
  )) as unknown[]
  return rows.length
}

const clickTable = (page: Page) => adminTable(page, 'Outgoing clicks')

async function listedRows(page: Page): Promise<number> {
  await expect(clickTable(page)).not.toHaveAttribute('aria-busy', 'true')
  return clickTable(page).locator('tbody tr td time').count()
}

test.describe('traffic logs as an analyst', () => {
  let brand: Brand
  let other: Brand
  let sessionRowId: string

  test.beforeAll(async () => {
    ;[other, brand] = await canadianBrands()
    sessionRowId = await insertFixture(brand, other)
  })

  test('a contract link lists the rows behind it; filters, CSV and the detail panel', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signInAs(page, 'analyst', `/admin/click-log?brand=${brand.brand_slug}&period=30d`)
    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing Clicks' })).toBeVisible()
    const expected = await storedCount(brand)
    expect(expected).toBeGreaterThanOrEqual(3)
    await expect.poll(() => listedRows(page)).toBe(expected)
    await expect(page.getByLabel('Period')).toHaveValue('30d')
    // The contract's values read in words (the brand's name, not its slug).
    await expect(
      page.getByRole('combobox', { name: 'Brand' }).locator('option:checked'),
    ).toHaveText(brand.brand_name)
    await expectNoAxeViolations(page, 'click log')

    // A toolbar filter narrows the list, lands in the URL and survives reload.
    await page.getByLabel('Device').selectOption('mobile')
    await expect(page).toHaveURL(/device=mobile/)
    const mobile = await storedCount(brand, '&device_type=eq.mobile')
    await expect.poll(() => listedRows(page)).toBe(mobile)
    await page.reload()
    await expect.poll(() => listedRows(page)).toBe(mobile)
    await page.getByLabel('Device').selectOption('')

    // CSV of the filtered log: exactly its rows.
    await expect.poll(() => listedRows(page)).toBe(expected)
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^click-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trim().split(/\r\n/)
    expect(lines[0]).toMatch(/^Time,Click id,Brand,/)
    expect(lines).toHaveLength(expected + 1)
    expect(lines.slice(1).every((line) => line.includes(brand.brand_slug))).toBe(true)

    // The fast click's panel: its groups and its flag in words; keyboard closes it.
    await page.goto(`/admin/click-log?brand=${brand.brand_slug}&q=${tag}-x&quality=low`)
    await expect.poll(() => listedRows(page)).toBe(1)
    await clickTable(page).locator('tbody tr td a').first().click()
    const panel = page.getByRole('dialog', { name: `Click on ${brand.brand_name}` })
    await expect(panel).toBeVisible()
    for (const group of ['Visitor', 'Device', 'Source', 'Page', 'Quality', 'Postbacks']) {
      await expect(panel.getByRole('region', { name: group, exact: true })).toBeVisible()
    }
    await expect(panel.getByText('Clicked less than 0.8 seconds after the page')).toBeVisible()
    await expect(panel.getByText('Not linked to a visitor session.')).toBeVisible()
    await expectNoAxeViolations(page, 'click panel open', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, `click-log-panel`)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page).not.toHaveURL(/click=/)

    // The linked click leads to its session, whose panel lists its clicks.
    await page.goto(`/admin/click-log?brand=${brand.brand_slug}&q=${tag}-s`)
    await expect.poll(() => listedRows(page)).toBe(1)
    await clickTable(page).locator('tbody tr td a').first().click()
    await page.getByRole('link', { name: 'Open the session this click came from' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/incoming\\?session=${sessionRowId}`))
    const session = page.getByRole('dialog', { name: 'Visitor session' })
    await expect(session.getByRole('region', { name: 'Clicks' })).toContainText(brand.brand_name)
    await expect(session.getByText(`e2e-${tag}`).first()).toBeVisible()
    await expectNoAxeViolations(page, 'session panel open', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, `incoming-panel`)
  })

  test('Incoming Clicks filters by the contract and its own keys', async ({ page }) => {
    await signInAs(page, 'analyst', `/admin/incoming?source=e2e-${tag}&period=7d`)
    const table = adminTable(page, 'Visitor sessions')
    await expect(table.locator('tbody tr td time')).toHaveCount(1)
    await expect(page.getByLabel('UTM source')).toHaveValue(`e2e-${tag}`)
    await page.getByLabel('Clicks').selectOption('no')
    await expect(page.getByText('Nothing matches this search')).toBeVisible()
    await expectNoAxeViolations(page, 'incoming list')
  })

  test('with the log live, a Get Bonus click on the public site appears without reload', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    await signInAs(page, 'analyst', `/admin/click-log?brand=${other.brand_slug}&period=today`)
    await expect(clickTable(page)).toBeVisible()
    const before = await listedRows(page)
    await page.getByRole('button', { name: 'Live' }).click()
    await expect(page.getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('New clicks appear as they happen')).toBeVisible()
    await expectNoAxeViolations(page, 'click log live')
    // A marker on the window: it would be gone after a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    // The visitor: another browser, as a person's (a browser's user agent, no
    // navigator.webdriver: automation is refused as a bot), with the third parties answered.
    const visitorContext = await browser.newContext({
      baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
      userAgent: BROWSER_UA,
    })
    await visitorContext.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', {
        get: () => false,
        configurable: true,
      })
    })
    await visitorContext.route(/ipapi\.co|ip-lookup/, (route) =>
      route.fulfill({ json: { ip: '203.0.113.20', city: 'Toronto', country_name: 'Canada' } }),
    )
    await visitorContext.route(/^https:\/\/(www\.)?example\.(com|net|org)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Casino</title>' }),
    )
    const visitor = await visitorContext.newPage()
    await visitor.clock.install()
    await visitor.goto('/ca', { referer: 'https://www.bing.com/' })
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // A person reads a moment before clicking (faster clicks are penalised, not dropped): the
    // page's clock is moved on rather than waited for.
    await visitor.clock.fastForward(3_300)
    const card = visitor
      .getByTestId('brand-card')
      .filter({ has: visitor.getByRole('heading', { level: 3, name: other.brand_name }) })
      .first()
    const popupPromise = visitorContext.waitForEvent('page')
    await card.getByRole('link', { name: 'Get Bonus' }).click()
    await (await popupPromise).waitForURL(/example\.(com|net|org)/)
    await visitorContext.close()

    await page.bringToFront()
    await expect.poll(() => listedRows(page), { timeout: 10_000 }).toBe(before + 1)
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
    await lookAt(page, `click-log-live`)
  })

  test('both lists at 375, 768 and 1280 px, filtered as Analytics links them', async ({ page }) => {
    test.setTimeout(120_000)
    const filtered = {
      'click-log': `period=90d&country=ca&brand=${brand.brand_slug}&traffic=humans`,
      incoming: `period=90d&country=ca&source=e2e-${tag}`,
    }
    for (const path of ['click-log', 'incoming'] as const) {
      // Signing in leads to the first list; the second is loaded.
      if (path === 'click-log') await signInAs(page, 'analyst', `/admin/${path}?${filtered[path]}`)
      else await page.goto(`/admin/${path}?${filtered[path]}`)
      await expect(page.locator('tbody tr td time').first()).toBeVisible()
      await atEachWidth(page, async (width) => {
        await expectNoSidewaysScroll(page, `${path} at ${width} px`)
        await expectNoAxeViolations(page, `${path}, ${width} px`)
        await lookAt(page, `${path}-${width}`, { fullPage: true })
      })
    }
  })
})
