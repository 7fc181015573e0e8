/**
 * The ranking, category and compare pages against the seeded local stack: the spec's
 * texts, the seeded order, category filtering and a star vote kept across a reload.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { E2E_API_PORT } from './ports.ts'

const CANADA_ACTIVE = [
  'Maple Crown Casino',
  'Northern Lights Casino',
  'Royal Maple Casino',
  'Polar Spins',
  'Aurora Jackpot Casino',
  'Timber Wolf Casino',
  'Loonie Lounge Casino',
  'Great Lakes Slots',
  'Yukon Gold Rush Casino',
  'Rocky Summit Casino',
]

/** A desktop Chrome user agent: the vote trigger refuses HeadlessChrome as a bot. */
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'

async function rest<T>(query: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/rest/v1/${query}`, {
    headers: { apikey: localApiKeys.anonKey, Authorization: `Bearer ${localApiKeys.anonKey}` },
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as T
}

function cardNames(page: Page) {
  return page.getByTestId('brand-card').getByRole('heading', { level: 3 }).allTextContents()
}

function monthYear() {
  const now = new Date()
  return `${new Intl.DateTimeFormat('en-US', { month: 'long' }).format(now)} ${now.getFullYear()}`
}

test.describe('ranking page', () => {
  test('/ca lists the active Canadian brands in sort order with the spec texts', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
        errors.push(message.text())
    })
    await page.goto('/ca')
    const h1 = `10 Best Online Casinos in Canada – ${monthYear()}`
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page).toHaveTitle(`Top ${h1} | CasinoCompass`)
    await expect(
      page.getByText(
        `Compare the best online casinos in Canada for ${monthYear()}. Updated bonuses, trusted reviews, and expert picks.`,
      ),
    ).toBeVisible()
    await expect(page.getByTestId('brand-card')).toHaveCount(10)
    expect(await cardNames(page)).toEqual(CANADA_ACTIVE)

    const first = page.getByTestId('brand-card').first()
    await expect(first.getByText("EDITOR'S CHOICE")).toBeVisible()
    await expect(first).toHaveAttribute('data-highlighted', 'true')
    await expect(first.getByRole('link', { name: 'Read Review' })).toHaveAttribute(
      'href',
      '/reviews/maple-crown-casino',
    )
    await expect(first.getByRole('link', { name: /Get Bonus/ })).toHaveAttribute(
      'rel',
      'sponsored noopener',
    )
    await expect(first.getByText('Please Vote!')).toBeVisible()

    // The parts below the list hydrate once their code has arrived.
    await page.waitForLoadState('networkidle')
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    // The list's own h2 is for screen readers (the brand names under it are h3).
    expect(headings.slice(0, 4)).toEqual([
      'Casino ranking',
      'Other Categories',
      'How to Choose the Right Casino',
      'Frequently Asked Questions',
    ])
    await expect(page.getByRole('link', { name: /Find out more/ })).toHaveCount(3)

    const question = page.getByText('How do you rank the casinos?')
    await question.click()
    await expect(page.getByText(/Our editor score out of 100 weighs payout speed/)).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the first three logos are high priority, the rest lazy', async ({ page }) => {
    await page.goto('/ca')
    const logos = page.getByTestId('brand-card').getByRole('img', { name: /logo$/ })
    await expect(logos).toHaveCount(10)
    expect(
      await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('fetchpriority'))),
    ).toEqual(['high', 'high', 'high', ...Array(7).fill(null)])
    expect(await logos.nth(5).getAttribute('loading')).toBe('lazy')
  })

  test('a category page lists only the brands tagged with it', async ({ page }) => {
    const [canada] = await rest<{ id: string }[]>('countries?select=id&slug=eq.ca')
    const tagged = await rest<{ brand_name: string }[]>(
      `brands?select=brand_name,categories!inner(slug)&categories.slug=eq.poker&country_id=eq.${canada!.id}&is_active=eq.true&order=sort_order.asc`,
    )
    expect(tagged.length).toBeGreaterThan(0)
    expect(tagged.length).toBeLessThan(CANADA_ACTIVE.length)

    await page.goto('/ca/poker')
    await expect(page.getByTestId('brand-card')).toHaveCount(tagged.length)
    expect(await cardNames(page)).toEqual(tagged.map((brand) => brand.brand_name))
    const other = page.getByRole('heading', { name: 'Other Categories' }).locator('..')
    await expect(other.getByRole('link', { name: /Online Casinos/ })).toHaveAttribute(
      'href',
      '/ca/compare',
    )
    await expect(other.getByRole('link', { name: /^Poker/ })).toHaveCount(0)
  })

  test('a country without brands shows the empty state', async ({ page }) => {
    await page.goto('/us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `10 Best Online Casinos in Global – ${monthYear()}`,
    )
    await expect(page.getByText('No active brands found for this region.')).toBeVisible()
    await expect(
      page.getByText(
        "We're working on adding more brands to this region. Please check back later.",
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')
  })

  test('compare page: title, Showing line, comparison table and list', async ({ page }) => {
    await page.goto('/ca/compare')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Compare Online Casinos in Canada',
    )
    await expect(page.getByText('Showing casino brands for CA')).toBeVisible()
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveCount(6)
    await expect(table.getByRole('rowheader', { name: 'Payout speed' })).toBeVisible()
    await expect(page.getByTestId('brand-card')).toHaveCount(10)
  })
})

test.describe('star vote', () => {
  test.use({ userAgent: BROWSER_UA })

  test('a vote is stored and still counted after a reload', async ({ page }) => {
    await page.goto('/ca')
    const card = page.getByTestId('brand-card').nth(3)
    await expect(card.getByRole('heading')).toHaveText('Polar Spins')
    const votesText = card.getByText(/^\([\d,]+ votes\)$/)
    const before = Number((await votesText.textContent())!.replace(/\D/g, ''))

    const stored = page.waitForResponse((response) =>
      response.url().includes('/rpc/cast_brand_vote'),
    )
    await card.getByRole('button', { name: /^5 stars: Amazing/ }).click()
    await expect(card.getByText('Thank You!')).toBeVisible()
    expect((await stored).status()).toBe(200)
    await expect(votesText).toHaveText(`(${(before + 1).toLocaleString('en-US')} votes)`)
    await expect(card.getByRole('button', { name: /^1 star: Awful/ })).toBeDisabled()
    await expect(card.getByText('Thank You!')).toBeHidden({ timeout: 4000 })
    await expect(card.getByText('Amazing')).toBeVisible()

    await page.reload()
    const reloaded = page.getByTestId('brand-card').nth(3)
    await expect(
      reloaded.getByText(`(${(before + 1).toLocaleString('en-US')} votes)`),
    ).toBeVisible()
  })
})
