/**
 * Screenshots for people to look at (phone, tablet and desktop widths), written to
 * test-results/screens (or SCREENSHOTS_DIR) when the run asks for them:
 *
 *   SCREENSHOTS=1 npx playwright test tests/e2e/admin-pages.spec.ts
 *
 * `npm test` and CI leave them out: nobody looks at them there, and a full-page capture
 * in software rendering costs about as much CPU as loading the page again. They are not
 * assertions; what a screen must show, its test asserts.
 */
import type { Page } from '@playwright/test'

const WANTED = process.env.SCREENSHOTS === '1'
const DIR = process.env.SCREENSHOTS_DIR ?? 'test-results/screens'

export async function lookAt(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (WANTED) await page.screenshot({ path: `${DIR}/${name}.png`, ...options })
}
