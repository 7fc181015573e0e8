/**
 * The public site follows the countries and categories tables, with no code change: a
 * country inserted after the build (New Zealand, /nz) has its ranking, compare and category
 * pages with its own name and brands (or the empty state before it has any). Its URLs have
 * no prerendered file, so the static host answers 404.html with status 404 and the app
 * renders the real page in the browser (the status stays 404 until the next build: crawlers
 * see the page from then on). An inactive country's code is the spec's empty 'Global'
 * ranking; an unknown longer slug and an inactive category are the 404 page. A new category
 * shows in 'Other Categories' of the pages rendered from the table (a prerendered page shows
 * the categories of its build until the next one), and leaves when deactivated.
 *
 * The rows are written with the service role (the admin forms are tested on their own) and
 * removed afterwards: the specs share one database, and run one at a time.
 */
import type { Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { E2E_API_PORT } from './ports.ts'

const NZ = {
  name: 'New Zealand',
  slug: 'nz',
  flag_icon: '🇳🇿',
  language: 'en-NZ',
  description: 'Casinos that welcome New Zealand players, with NZD accounts and POLi deposits.',
  sort_order: 90,
}
const KIWI = { brand_name: 'Kiwi Spins Casino', brand_slug: 'kiwi-spins-casino-e2e' }
const CATEGORY = {
  slug: 'live-dealer-e2e',
  name: 'Live Dealer',
  description: 'Real dealers streamed in HD: blackjack, roulette and baccarat tables.',
  icon: 'video',
  sort_order: 50,
}

/** The REST API as the service role: `Prefer: return=representation` answers the rows. */
async function rest<T>(method: string, query: string, body?: unknown): Promise<T> {
  const key = localApiKeys.serviceRoleKey
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/rest/v1/${query}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${method} ${query}: ${response.status} ${text}`).toBe(true)
  return (text ? JSON.parse(text) : null) as T
}

async function removeTestRows() {
  await rest('DELETE', `brands?brand_slug=eq.${KIWI.brand_slug}`)
  await rest('DELETE', `countries?slug=eq.${NZ.slug}`)
  // A category still tagged on a brand cannot be deleted: untag it first.
  const categories = await rest<{ id: string }[]>(
    'GET',
    `categories?select=id&slug=eq.${CATEGORY.slug}`,
  )
  for (const { id } of categories) await rest('DELETE', `brand_categories?category_id=eq.${id}`)
  await rest('DELETE', `categories?slug=eq.${CATEGORY.slug}`)
}

function monthYear() {
  const now = new Date()
  return `${new Intl.DateTimeFormat('en-US', { month: 'long' }).format(now)} ${now.getFullYear()}`
}

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
      errors.push(message.text())
  })
  return errors
}

function otherCategoryNames(page: Page) {
  return page
    .getByRole('region', { name: 'Other Categories' })
    .getByRole('link')
    .locator('span.text-lg')
    .allTextContents()
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/^Page not found/)
}

test.describe('the public site follows the catalog tables', () => {
  test.beforeAll(removeTestRows)
  test.afterAll(removeTestRows)

  test('a country added after the build has its pages, with its name and brands', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const [country] = await rest<{ id: string }[]>('POST', 'countries', NZ)

    // No prerendered file: the host answers 404.html (status 404), the app renders /nz.
    let response = await page.goto('/nz')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('No active brands found for New Zealand.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')

    await rest('POST', 'brands', {
      ...KIWI,
      country_id: country!.id,
      destination_url: 'https://example.com/kiwi',
      bonus_text: '100% up to NZ$500',
      sort_order: 1,
    })
    response = await page.goto('/nz')
    expect(response?.status()).toBe(404)
    const h1 = `10 Best Online Casinos in New Zealand – ${monthYear()}`
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page).toHaveTitle(`Top ${h1} | CasinoCompass`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Compare the best online casinos in New Zealand for ${monthYear()}. Updated bonuses, trusted reviews, and expert picks.`,
    )
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 3, name: KIWI.brand_name })).toBeVisible()
    // The 404 document's head tags are gone: the page's own canonical, no noindex.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nz$/)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect.poll(() => otherCategoryNames(page)).toEqual(['Slots', 'Poker', 'Blackjack'])
    await expectNoAxeViolations(page, 'a country added after the build (/nz)')

    // Its category and compare pages work.
    await page.goto('/nz/slots')
    await expect(page.getByText('Category: Slots')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await page.goto('/nz/compare')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Compare Online Casinos in New Zealand',
    )
    await expect(page.getByText('Showing casino brands for NZ')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: KIWI.brand_name })).toBeVisible()

    // Deactivated, its brands leave the site; as any two-letter code without a row, /nz is
    // then the spec's 'Global' ranking, empty. A longer slug no row has is the 404 page.
    await rest('PATCH', `countries?slug=eq.${NZ.slug}`, { is_active: false })
    await page.goto('/nz')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('in Global')
    await expect(page.getByText('No active brands found for this region.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: KIWI.brand_name })).toHaveCount(0)
    await expectNotFound(page, '/atlantis')
    await expectNotFound(page, '/atlantis/compare')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' }),
    ).toHaveAttribute('href', '/slots')
    await expectNoAxeViolations(page, 'the 404 page of a country slug without a row')
    expect(errors).toEqual([])
  })

  test("a new category shows in 'Other Categories' and has its pages until deactivated", async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const [category] = await rest<{ id: string }[]>('POST', 'categories', CATEGORY)
    const [tagged] = await rest<{ id: string; brand_name: string }[]>(
      'GET',
      'brands?select=id,brand_name,countries!inner(slug)&countries.slug=eq.ca&is_active=eq.true&order=sort_order&limit=1',
    )
    await rest('POST', 'brand_categories', { brand_id: tagged!.id, category_id: category!.id })

    // Its page has no prerendered file: 404.html boots it, reading the categories afresh.
    const response = await page.goto(`/ca/${CATEGORY.slug}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Category: Live Dealer')).toBeVisible()
    await expect(page.getByText(CATEGORY.description)).toBeVisible()
    const names = page.getByTestId('brand-card').getByRole('heading', { level: 3 })
    await expect(names).toHaveText([tagged!.brand_name])
    await expect
      .poll(() => otherCategoryNames(page))
      .toEqual(['Online Casinos', 'Slots', 'Poker', 'Blackjack'])
    await expectNoAxeViolations(page, 'a category added after the build')

    // The other rankings the visitor goes on to list it among 'Other Categories'.
    await page
      .getByRole('region', { name: 'Other Categories' })
      .getByRole('link', { name: /^Slots/ })
      .click()
    await expect(page).toHaveURL(/\/ca\/slots$/)
    await expect
      .poll(() => otherCategoryNames(page))
      .toEqual(['Online Casinos', 'Poker', 'Blackjack', 'Live Dealer'])
    const card = page
      .getByRole('region', { name: 'Other Categories' })
      .getByRole('link', { name: /Live Dealer/ })
    await expect(card).toContainText(CATEGORY.description)
    await card.click()
    await expect(page).toHaveURL(new RegExp(`/ca/${CATEGORY.slug}$`))
    await expect(names).toHaveText([tagged!.brand_name])

    // Deactivated: its page is the 404 page, and the rankings leave it out.
    await rest('PATCH', `categories?slug=eq.${CATEGORY.slug}`, { is_active: false })
    await expectNotFound(page, `/ca/${CATEGORY.slug}`)
    await page.getByRole('link', { name: 'Visit Canadian Casinos' }).click()
    await expect(page).toHaveURL(/\/ca$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Canada')
    await expect.poll(() => otherCategoryNames(page)).toEqual(['Slots', 'Poker', 'Blackjack'])
    expect(errors).toEqual([])
  })
})
