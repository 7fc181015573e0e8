/**
 * Issue 25, 'Lists that fit the screen': every admin list as an admin, with traffic, postbacks
 * with long ids and the audit trail in the database. At 1280 px each list's default columns
 * fit (neither the page nor the table scrolls sideways) and the first row's actions are on
 * screen; at 390 px each list is rows of cards, nothing scrolls sideways, the first card's
 * actions are in reach and the filters fold into one 'Filters' sheet. A log's row opens its
 * panel where it is clicked; the traffic logs count their rows exactly. Axe at 1280 px in
 * the dark theme and at 390 px in the light one, so each list is checked in both.
 */
import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { adminTable, expect, expectNoSidewaysScroll, signInAs, test } from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { E2E_API_PORT } from './ports.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}`
const tag = randomUUID().replace(/-/g, '').slice(0, 10)
const LONG = `${tag}-${'7f3a9c2e'.repeat(6)}`
/** As long as a session's and a visitor's ids may be (64 characters). */
const SESSION = `${tag}-session-${'7f3a9c2e'.repeat(6)}`.slice(0, 64)
const VISITOR = `${tag}-visitor-${'7f3a9c2e'.repeat(6)}`.slice(0, 64)
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

async function rest(path: string, init: { method?: string; body?: unknown; prefer?: string } = {}) {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: init.prefer ?? 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  return response
}

/** A count as an exact list total reads ('1 row', '1,234 rows'). */
const rowsText = (count: number) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'row' : 'rows'}`

/** How many rows `path` selects, counted by the database. */
async function storedCount(path: string): Promise<number> {
  const response = await rest(path, { method: 'HEAD', prefer: 'count=exact' })
  return Number(response.headers.get('content-range')!.split('/')[1])
}

/** A visit of long values, its clicks (one converted by a postback) and an unmatched postback. */
async function insertTraffic() {
  const [brand] = (await (
    await rest('/rest/v1/brands?select=id&is_active=is.true&order=brand_name.desc&limit=1')
  ).json()) as [{ id: string }]
  const [session] = (await (
    await rest('/rest/v1/visitor_sessions', {
      method: 'POST',
      body: {
        session_id: SESSION,
        user_id: VISITOR,
        entry_page: '/ca/best-online-casinos-with-fast-withdrawals-and-no-deposit-bonus',
        first_page_url: `https://site.test/ca?utm_source=newsletter-${tag}&utm_campaign=${LONG}`,
        utm_source: `newsletter-${tag}`,
        utm_campaign: LONG,
        referrer: 'https://www.some-very-long-referring-domain.example.com/articles/1',
        device_type: 'desktop',
        browser: 'Chrome',
        os: 'Windows',
        country: 'United Kingdom',
        city: 'Newcastle upon Tyne',
        user_agent: BROWSER_UA,
      },
    })
  ).json()) as [{ id: string }]
  const clicks = (await (
    await rest('/rest/v1/brand_clicks_history?select=id,click_id', {
      method: 'POST',
      body: [0, 1].map((index) => ({
        brand_id: brand.id,
        session_id: SESSION,
        user_id: VISITOR,
        country: 'United Kingdom',
        city: 'Newcastle upon Tyne',
        device_type: 'desktop',
        browser: 'Chrome',
        os: 'Windows',
        referrer: 'https://www.some-very-long-referring-domain.example.com/articles/1',
        page_url: 'https://site.test/ca/best-online-casinos-with-fast-withdrawals',
        user_agent: BROWSER_UA,
        click_speed_ms: 4000 + index,
        card_position: 1,
      })),
    })
  ).json()) as { id: string; click_id: string }[]
  await rest('/rest/v1/postbacks', {
    method: 'POST',
    body: [
      {
        status: 'accepted',
        status_reason: null,
        click_id: clicks[0]!.click_id,
        brand_click_id: clicks[0]!.id,
        transaction_id: `txn-${LONG}`,
        event: 'ftd',
        event_type: 'first_deposit',
        payout: 125.5,
        currency: 'EUR',
        ip: '2001:db8:85a3:0000:0000:8a2e:0370:7334',
        request_method: 'GET',
      },
      {
        status: 'unmatched',
        status_reason: 'No click has this click id: the network sent an id the site never issued.',
        click_id: `unknown-${LONG}`,
        transaction_id: `txn-unmatched-${LONG}`,
        event: 'registration',
        event_type: 'registration',
        brand_click_id: null,
        payout: null,
        currency: null,
        ip: '203.0.113.77',
        request_method: 'POST',
      },
    ],
  })
  return session.id
}

type ListCheck = {
  path: string
  /** The table's (and the cards') accessible name. */
  label: string
  /** The URL parameter a click on a row opens its panel with (the logs). */
  opens?: string
  /** The e2e database holds no row of it (no file is uploaded): its empty state is checked. */
  empty?: true
}

const LISTS: ListCheck[] = [
  { path: '/admin/brands', label: 'Brands' },
  { path: '/admin/countries', label: 'Countries' },
  { path: '/admin/pages', label: 'Pages' },
  { path: '/admin/categories', label: 'Categories' },
  { path: '/admin/users', label: 'Staff' },
  { path: '/admin/media?view=list', label: 'Media files', empty: true },
  { path: '/admin/uploads', label: 'Uploaded files', empty: true },
  { path: '/admin/code-snippets', label: 'Code Snippets' },
  { path: '/admin/postbacks', label: 'Postback sources' },
  { path: '/admin/postbacks?view=log', label: 'Postback log', opens: 'postback' },
  { path: '/admin/audit-log', label: 'Audit log', opens: 'entry' },
  { path: '/admin/incoming', label: 'Visitor sessions', opens: 'session' },
  { path: '/admin/click-log', label: 'Outgoing clicks', opens: 'click' },
  { path: '/admin/compliance', label: 'Markets' },
  { path: '/admin/compliance?view=regulators', label: 'Regulators' },
  { path: '/admin/compliance?view=blacklist', label: 'Blacklist' },
  { path: '/admin/link-health', label: 'Link health' },
  { path: '/admin/alerts?view=rules', label: 'Alert rules' },
]

/** Fails when a list's own box scrolls sideways (the page may not, while a table inside does). */
async function expectFits(page: Page, list: Locator, what: string) {
  await expectNoSidewaysScroll(page, what)
  const overflow = await list.evaluate((element) => {
    const box = element.closest('[data-slot="table-container"]') ?? element
    return box.scrollWidth - box.clientWidth
  })
  expect(overflow, `${what} scrolls sideways inside`).toBeLessThanOrEqual(0)
}

/** Fails unless `locator` is drawn inside the window's width. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible()
  const box = (await locator.boundingBox())!
  expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
}

/** The controls of a row or card: the actions cell's, else every link and button it holds. */
function rowControls(row: Locator): Locator {
  return row.locator('a, button').last()
}

async function checkDesktop(page: Page, { path, label, opens, empty }: ListCheck) {
  const table = adminTable(page, label)
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expect(table).not.toHaveAttribute('aria-busy', 'true')
  await expect(table.getByTestId('skeleton-row')).toHaveCount(0)
  await expectFits(page, table, `${path} at 1280 px`)
  const first = table.locator('tbody tr').first()
  if (!empty) {
    await expectOnScreen(page, rowControls(first), `${path}: the first row's last control`)
  }
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoAxeViolations(page, `${path}, 1280 px, dark`)
  await lookAt(page, `lists-${label.replace(/\W+/g, '-')}-1280-dark`, { fullPage: true })
  await page.emulateMedia({ colorScheme: 'light' })
  if (opens) {
    // A click on the row's plainest cell opens its panel.
    await first
      .locator('td')
      .last()
      .click({ position: { x: 2, y: 2 } })
    await expect(page).toHaveURL(new RegExp(`[?&]${opens}=`))
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).not.toHaveURL(new RegExp(`[?&]${opens}=`))
    await expect(page.getByRole('dialog')).toBeHidden()
  }
}

async function checkPhone(page: Page, { path, label, opens, empty }: ListCheck) {
  // A tablet: cards too, for people to look at.
  await page.setViewportSize({ width: 768, height: 1024 })
  await lookAt(page, `lists-${label.replace(/\W+/g, '-')}-768`)
  await page.setViewportSize({ width: 390, height: 844 })
  const cards = page.getByRole('list', { name: label, exact: true })
  const firstCard = cards.getByRole('listitem').first()
  if (empty) {
    await expect(page.getByText('No files yet')).toBeVisible()
    await expectNoSidewaysScroll(page, `${path} at 390 px`)
  } else {
    await expect(firstCard).toBeVisible()
    await expectFits(page, cards, `${path} at 390 px`)
    await expectOnScreen(page, rowControls(firstCard), `${path}: the first card's last control`)
  }
  const filters = page.getByRole('button', { name: /^Filters/ })
  if ((await filters.count()) > 0) {
    await filters.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('combobox').first()).toBeVisible()
    await expectNoAxeViolations(page, `${path}, the Filters sheet`, { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, `lists-${label.replace(/\W+/g, '-')}-390-filters`)
    await sheet.getByRole('button', { name: 'Show results' }).click()
    await expect(sheet).toBeHidden()
  }
  await expectNoAxeViolations(page, `${path}, 390 px, light`)
  await lookAt(page, `lists-${label.replace(/\W+/g, '-')}-390`)
  if (opens) {
    await firstCard.locator('dd').first().click()
    await expect(page).toHaveURL(new RegExp(`[?&]${opens}=`))
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe('admin lists fit the screen', () => {
  test.beforeAll(async () => {
    await insertTraffic()
  })

  for (const group of [LISTS.slice(0, 6), LISTS.slice(6, 11), LISTS.slice(11)]) {
    test(`${group.map((list) => list.label).join(', ')}: at 1280 and 390 px`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width: 1280, height: 900 })
      await signInAs(page, 'admin', group[0]!.path)
      for (const list of group) {
        await test.step(list.path, async () => {
          if (page.url().replace(/^https?:\/\/[^/]+/, '') !== list.path) await page.goto(list.path)
          await checkDesktop(page, list)
          await checkPhone(page, list)
        })
      }
    })
  }

  test("the traffic logs count their rows exactly, and a row's actions work on a phone", async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/admin/click-log')
    const clicks = await storedCount('/rest/v1/brand_clicks_history?select=id')
    await expect(page.getByText(rowsText(clicks), { exact: true })).toBeVisible()
    // A log's own filter: counted row by row in a small period, still exact.
    await page.goto('/admin/click-log?quality=high')
    const high = await storedCount(
      '/rest/v1/brand_clicks_history?select=id&traffic_quality_score=gte.80',
    )
    await expect(page.getByText(rowsText(high), { exact: true })).toBeVisible()
    await page.goto('/admin/incoming')
    const sessions = await storedCount('/rest/v1/visitor_sessions?select=id')
    await expect(page.getByText(rowsText(sessions), { exact: true })).toBeVisible()

    // A long id is shortened, whole on hover, and copied by its button.
    await page.goto('/admin/postbacks?view=log')
    const row = adminTable(page, 'Postback log')
      .getByRole('row')
      .filter({ hasText: 'Unmatched' })
      .first()
    // Its first eight characters show; the whole id is read out and shows on hover.
    await row.getByText('unknown-…', { exact: true }).hover()
    await expect(page.getByRole('tooltip')).toContainText(`unknown-${LONG}`)

    // On a phone a section's card keeps its Edit button in reach, and it opens the form.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin/pages')
    const card = page
      .getByRole('list', { name: 'Pages', exact: true })
      .getByRole('listitem')
      .first()
    const edit = card.getByRole('link', { name: /^Edit / })
    await expectOnScreen(page, edit, "the first page's Edit")
    await edit.click()
    await expect(page).toHaveURL(/[?&]edit=/)
    await expect(page.getByRole('button', { name: /^(Save|Save changes)$/ })).toBeVisible()
  })
})
