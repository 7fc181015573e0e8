/**
 * The admin journeys of issue 5 against the production build and a fresh local stack:
 * sign-in, the server's error, Access Denied, deep links, inactivity expiry with
 * Playwright's clock, the theme, the phone sheet, log out, the editor's limits, a second
 * tab sharing the session and 'Keep me logged in' across a browser restart.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { E2E_API_PORT, E2E_SITE_URL } from './ports.ts'

const users = Object.fromEntries(seedCredentials.map((user) => [user.role, user])) as Record<
  (typeof seedCredentials)[number]['role'],
  (typeof seedCredentials)[number]
>

async function fillLogin(page: Page, email: string, password: string, keep = false) {
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  if (keep)
    await page.getByRole('checkbox', { name: 'Keep me logged in (extends session)' }).check()
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function signInAs(page: Page, role: keyof typeof users, keep = false) {
  await page.goto('/admin/login')
  await fillLogin(page, users[role].email, users[role].password, keep)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

test.describe('admin sign-in', () => {
  test('the seeded admin signs in and lands on the dashboard', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/admin/login')
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(page.getByText('All login attempts are monitored.')).toBeVisible()
    await fillLogin(page, users.admin.email, users.admin.password)

    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await expect(sidebar.getByRole('link')).toHaveCount(19)
    await expect(page.getByText('Active brands')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toMatch(/^[0-9a-f]{64}$/)
    expect(errors).toEqual([])
  })

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/admin/login')
    await fillLogin(page, users.admin.email, 'not-the-password')
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('a signed-in user who is not staff sees Access Denied', async ({ page }) => {
    await page.goto('/admin/login')
    await fillLogin(page, users.visitor.email, users.visitor.password)
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
    await expect(
      page.getByText(
        'You are logged in but do not have admin privileges. Please contact an administrator.',
      ),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    // The public site's home, on its own origin.
    await expect(page).toHaveURL(`${E2E_SITE_URL}/`)
  })

  test('a deep link while signed out goes to the login page and back after sign-in', async ({
    page,
  }) => {
    await page.goto('/admin/click-log')
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fclick-log$/)
    await fillLogin(page, users.admin.email, users.admin.password)
    await expect(page).toHaveURL(/\/admin\/click-log$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Outgoing Clicks' })).toBeVisible()
  })
})

test.describe('admin session', () => {
  test('after 30 minutes without activity the session ends and the login page says why', async ({
    page,
  }) => {
    await page.clock.install()
    let apiKey = ''
    page.on('request', (request) => {
      apiKey ||= request.headers()['apikey'] ?? ''
    })
    await signInAs(page, 'admin')
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))
      return key ? localStorage.getItem(key) : null
    })
    const refreshToken = (JSON.parse(stored ?? '{}') as { refresh_token?: string }).refresh_token
    expect(refreshToken).toBeTruthy()
    const authKey = () =>
      page.evaluate(() =>
        [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
          key.startsWith('sb-'),
        ),
      )
    expect(await authKey()).not.toEqual([])

    await page.clock.fastForward('29:00')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.clock.fastForward('02:00')

    await expect(
      page.getByText('Your session has expired due to inactivity. Please log in again.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    expect(await authKey()).toEqual([])
    // Signed out for real: the refresh token was revoked on the server.
    const refresh = await page.request.post(
      `http://127.0.0.1:${E2E_API_PORT}/auth/v1/token?grant_type=refresh_token`,
      { headers: { apikey: apiKey }, data: { refresh_token: refreshToken } },
    )
    expect(refresh.status()).toBe(400)
    await page.goto('/admin/dashboard')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('the theme survives a reload', async ({ page }) => {
    await signInAs(page, 'admin')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/dark/)
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(html).toHaveClass(/dark/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(html).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('admin_theme'))).toBe('dark')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(html).not.toHaveClass(/dark/)
  })

  test('on a phone the navigation sheet slides in and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, 'admin')
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByRole('link', { name: 'Brands' }).click()
    await expect(page).toHaveURL(/\/admin\/brands$/)
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
  })

  test('after Log out a reload of /admin stays signed out', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(`${E2E_SITE_URL}/`)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test("a second tab stays signed in; 'Keep me logged in' survives a browser restart, without it the session ends", async ({
    page,
    browser,
  }) => {
    /** The browser's state after a restart: its session cookies are gone, its storage stays. */
    const afterRestart = async (context: BrowserContext) => {
      const state = await context.storageState()
      return { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) }
    }
    await signInAs(page, 'admin', true)
    const restarted = await browser.newContext({ storageState: await afterRestart(page.context()) })
    const again = await restarted.newPage()
    await again.goto('/admin/dashboard')
    await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await restarted.close()

    const other = await browser.newContext()
    const page2 = await other.newPage()
    await signInAs(page2, 'analyst')
    // Without 'Keep me logged in' too, a new tab of the same browser shares the session.
    const secondTab = await other.newPage()
    await secondTab.goto('/admin/postbacks')
    await expect(secondTab.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible()
    const notKept = await afterRestart(other)
    await other.close()
    const restarted2 = await browser.newContext({ storageState: notKept })
    const again2 = await restarted2.newPage()
    await again2.goto('/admin/dashboard')
    await expect(again2.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await restarted2.close()
  })
})

test.describe('roles', () => {
  test("an editor's sidebar has no Users entry and /admin/users refuses them", async ({ page }) => {
    await signInAs(page, 'editor')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await expect(sidebar.getByRole('link', { name: 'Brands' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0)
    await expect(sidebar.getByRole('link', { name: 'Outgoing Clicks' })).toHaveCount(0)

    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { level: 1, name: 'No access to Users' })).toBeVisible()
    await expect(page.getByText('Not built yet')).toHaveCount(0)
  })

  test('an analyst sees the traffic sections, Compliance, Link health and Alerts only', async ({
    page,
  }) => {
    await signInAs(page, 'analyst')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await expect(sidebar.getByRole('link')).toHaveText([
      'Dashboard',
      'Analytics',
      'Incoming Clicks',
      'Outgoing Clicks',
      'Postbacks',
      'Compliance',
      'Link health',
      'Alerts',
    ])
    await page.goto('/admin/brands')
    await expect(page.getByRole('heading', { level: 1, name: 'No access to Brands' })).toBeVisible()
  })

  test('an analyst reads the postbacks read-only; the top bar and the tab follow the section', async ({
    page,
  }) => {
    await signInAs(page, 'analyst')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await sidebar.getByRole('link', { name: 'Postbacks' }).click()
    await expect(page).toHaveURL(/\/admin\/postbacks$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible()
    await expect(page.getByTestId('admin-page-title')).toHaveText('Postbacks')
    await expect(page.getByText('Read-only')).toBeVisible()
    await expect(page).toHaveTitle(/^Postbacks · Admin/)
    // The frame stayed: no second authentication check between sections.
    await expect(page.getByText('Verifying admin access...')).toHaveCount(0)
  })

  test('an unknown admin URL shows the admin 404 inside the frame', async ({ page }) => {
    await signInAs(page, 'editor')
    await page.goto('/admin/nowhere')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })
})
