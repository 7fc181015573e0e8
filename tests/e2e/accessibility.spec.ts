/**
 * Issue 15: axe (WCAG 2.0, 2.1 and 2.2 at A and AA, and best practices: tests/e2e/axe.ts)
 * finds nothing on every type of public page and on the admin screens that exist, at a
 * phone's and a desktop's width, in each theme the screen has: the public site has one
 * (light; a visitor whose system prefers dark still gets it), the admin area two (its
 * toggle's choice, kept in localStorage). And the check can fail: an image without alt
 * put on a clean page makes it fail.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { axeViolations, expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'

const WIDTHS = [390, 1280] as const
const THEMES = ['light', 'dark'] as const
const admin = seedCredentials.find((user) => user.role === 'admin')!

/** A public page of each type, and what shows that its content is there. */
const PUBLIC_PAGES: { type: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    type: 'landing',
    path: '/',
    ready: (page) =>
      expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Find the Best Online Casinos in Your Country',
        }),
      ).toBeVisible(),
  },
  { type: 'ranking', path: '/ca', ready: brandCards },
  { type: 'category', path: '/ca/slots', ready: brandCards },
  { type: 'compare', path: '/ca/compare', ready: brandCards },
  {
    type: 'review',
    path: '/reviews/maple-crown-casino',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Maple Crown Casino' })).toBeVisible(),
  },
  {
    type: 'static page',
    path: '/about',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    type: 'guide page',
    path: '/slots',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    type: '404',
    path: '/no/such/page',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(),
  },
]

async function brandCards(page: Page): Promise<void> {
  await expect(page.getByTestId('brand-card').first()).toBeVisible()
}

test.describe('axe on the public pages', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } })

      for (const { type, path, ready } of PUBLIC_PAGES) {
        test(`the ${type} page (${path}) has no violation`, async ({ page }) => {
          await page.goto(path)
          await ready(page)
          await expectNoAxeViolations(page, `${type} page at ${width} px`)
        })
      }
    })
  }

  test.describe('for a visitor whose system prefers dark', () => {
    test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } })

    test('the public site stays in its one (light) theme and has no violation', async ({
      page,
    }) => {
      await page.goto('/ca')
      await brandCards(page)
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      await expectNoAxeViolations(page, 'ranking page, system prefers dark')
    })
  })
})

test.describe('axe on the admin screens', () => {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      test.describe(`at ${width} px in the ${theme} theme`, () => {
        test.use({ viewport: { width, height: 844 } })

        test.beforeEach(async ({ context }) => {
          await context.addInitScript((stored) => {
            window.localStorage.setItem('admin_theme', stored)
          }, theme)
        })

        test('login, dashboard, profile, the user menu and the navigation have no violation', async ({
          page,
        }) => {
          const where = (screen: string) => `${screen} at ${width} px, ${theme} theme`
          const html = page.locator('html')

          await page.goto('/admin/login')
          await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
          if (theme === 'dark') await expect(html).toHaveClass(/dark/)
          else await expect(html).not.toHaveClass(/dark/)
          await expectNoAxeViolations(page, where('login'))

          await page.getByLabel('Email').fill(admin.email)
          await page.getByLabel('Password').fill(admin.password)
          await page.getByRole('button', { name: 'Sign In' }).click()
          await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
          await expect(page.getByText('Active brands')).toBeVisible()
          await expectNoAxeViolations(page, where('dashboard'))

          await page.getByRole('button', { name: 'Account menu' }).click()
          await expect(page.getByRole('menu')).toBeVisible()
          await expectNoAxeViolations(page, where('dashboard with the user menu open'), {
            waive: MODAL_LAYER_WAIVERS,
          })
          await page.getByRole('menuitem', { name: 'Profile' }).click()
          await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
          await expectNoAxeViolations(page, where('profile'))

          if (width < 1024) {
            await page.getByRole('button', { name: 'Open navigation' }).click()
            await expect(page.getByRole('dialog')).toBeVisible()
            await expectNoAxeViolations(page, where('the navigation sheet open'), {
              waive: MODAL_LAYER_WAIVERS,
            })
          } else {
            await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
          }
        })
      })
    }
  }
})

test.describe('the axe check', () => {
  test('fails on a page given an image without alt text', async ({ page }) => {
    await page.goto('/about')
    await expectNoAxeViolations(page, 'about, as built')
    await page.evaluate(() => {
      const image = document.createElement('img')
      image.src = '/favicon.svg'
      document.querySelector('main')!.append(image)
    })
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual(['image-alt'])
    await expect(expectNoAxeViolations(page, 'about, with an image without alt')).rejects.toThrow(
      /image-alt \(critical\)/,
    )
  })
})
