/**
 * Playwright's `test` with a `page` whose goto() returns once the app has taken over the
 * page (`<html data-hydrated>`, set by App): a prerendered page shows its content before
 * its code has even started loading (scripts/prerender.ts), and a test must not press a
 * button React does not handle yet. `waitUntil: 'commit'` asks for the page before that.
 */
import { test as base } from '@playwright/test'

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

export { expect } from '@playwright/test'
