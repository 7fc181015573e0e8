/**
 * Selective hydration (main.tsx): a prerendered page's frame is the app's as soon as the
 * entry and the page's data are in, while the page's own code-split part keeps its
 * prerendered HTML until its code arrives, then hydrates; the head tags are taken over, not
 * written a second time.
 */
import { expect, test } from './fixtures.ts'

test.use({ viewport: { width: 375, height: 740 } })

test('the header answers while the ranking’s code is held; the ranking hydrates when it arrives, with one set of head tags', async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/country-route-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/ca', { waitUntil: 'commit' })

  // The frame hydrated without the page's code: its menu button opens the menu.
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await expect(async () => {
    await menuButton.click({ timeout: 1000 })
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible({
      timeout: 500,
    })
  }).toPass({ timeout: 20_000 })
  // The ranking is still the prerendered HTML, on screen, and not taken over yet.
  await expect(page.getByTestId('brand-card').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  )

  release()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByTestId('brand-card').first()).toBeVisible()
  const head = await page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    tags: [
      ...document.head.querySelectorAll(
        'meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]',
      ),
    ].map((tag) => tag.outerHTML),
  }))
  expect(head.titles).toBe(1)
  expect(head.tags.length).toBeGreaterThan(5)
  expect(new Set(head.tags).size).toBe(head.tags.length)
})
