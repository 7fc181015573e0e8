/**
 * Playwright's `test` with a `page` whose goto() returns once the app has taken over the
 * page (`<html data-hydrated>`, set by App): a prerendered page shows its content before
 * its code has even started loading (scripts/prerender.ts), and a test must not press a
 * button React does not handle yet. `waitUntil: 'commit'` asks for the page before that.
 */
import { expect, test as base, type Page } from '@playwright/test'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      }
      return response
    }
    await use(page)
  },
})

export { expect }

/** Signs in on /admin/login as a seeded staff user and waits for the dashboard. */
export async function signInAs(page: Page, role: 'admin' | 'editor' | 'analyst') {
  const user = seedCredentials.find((candidate) => candidate.role === role)!
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}
