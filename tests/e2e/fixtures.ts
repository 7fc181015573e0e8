/**
 * Playwright's `test` with a `page` whose goto() returns once the app has taken over the
 * page (`<html data-hydrated>`, src/lib/taken-over.tsx: once the page's own part is
 * hydrated, after the frame's first pass, or rendered): a prerendered page shows its
 * content before its code has even started loading (scripts/prerender.ts), and a test must
 * not press a button React does not handle yet. `waitUntil: 'commit'` asks for the page before that.
 * A path under /admin opens on the admin's origin (E2E_ADMIN_URL), where the public site
 * would redirect it.
 * And `signInAs`, the admin specs' way in as a seeded staff member.
 */
import { expect, test as base, type Page } from '@playwright/test'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { E2E_ADMIN_URL } from './ports.ts'

type StaffRole = 'admin' | 'editor' | 'analyst'

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(
        /^\/admin(\/|\?|$)/.test(url) ? `${E2E_ADMIN_URL}${url}` : url,
        options,
      )
      if (options?.waitUntil !== 'commit') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      }
      return response
    }
    await use(page)
  },
})

export { expect }

/**
 * Signs in as the seeded staff member of `role` through the login form and waits for the
 * page the login sends them on to: `to` (a path inside /admin, as the login's redirectTo
 * carries it) or the dashboard. Signing in on the way to a section spares the dashboard's
 * load and a second page load.
 */
export async function signInAs(page: Page, role: StaffRole, to?: string) {
  const user = seedCredentials.find((candidate) => candidate.role === role)!
  await page.goto(to ? `/admin/login?redirectTo=${encodeURIComponent(to)}` : '/admin/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  if (to) await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to)
  else await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/**
 * Opens a public page and returns once its brand list, read again when the page's code
 * has taken over (stale at once), has arrived. Not 'networkidle': the prerendered page may
 * go idle before its code has loaded, and a refetch cut short by the next goto is never read.
 */
export async function gotoReadingBrands(page: Page, path: string) {
  const refetched = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && /\/rest\/v1\/brands\?/.test(response.url()),
  )
  await page.goto(path)
  await refetched
}

/**
 * A workbench list, named by its section's label ('Countries'): its table, or below 1024 px
 * its rows of cards.
 */
export function adminTable(page: Page, label: string) {
  return page
    .getByRole('table', { name: label })
    .or(page.getByRole('list', { name: label, exact: true }))
}

/**
 * The names in a list's Name column (its links), in order, once it has loaded. Right
 * after a change of the URL the previous rows may still show: compare with expect.poll.
 * `links` narrows the links when rows hold others (e.g. 'Edit …' actions).
 */
export async function listedNames(
  page: Page,
  label: string,
  links = 'tbody tr td a',
): Promise<string[]> {
  const table = adminTable(page, label)
  await expect(table).not.toHaveAttribute('aria-busy', 'true')
  return table.locator(links).allTextContents()
}

/** Types into the list's 'Search' box and waits for the URL and the list to follow. */
export async function searchList(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`))
  await expect(adminTable(page, label)).not.toHaveAttribute('aria-busy', 'true')
}

/** The widths every screen is checked at (issue 3): a phone, a tablet and a desktop. */
export const SCREEN_WIDTHS = [375, 768, 1280] as const

/**
 * Runs `check` on the open page at each width, resizing the window rather than loading the
 * page again for each: the layout follows the window as it does when a tablet is turned,
 * and a page load costs the browser many times a relayout. Two frames pass after each
 * resize, so that what listens for the window's size has drawn again. Each width is a
 * step of the test, so a failure says at which width it failed.
 */
export async function atEachWidth(
  page: Page,
  check: (width: number) => Promise<void>,
  widths: readonly number[] = SCREEN_WIDTHS,
): Promise<void> {
  for (const width of widths) {
    // A step per width: a failure names the width it failed at.
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      )
      await check(width)
    })
  }
}

/** Fails when the page scrolls sideways (wider than the window). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0)
}
