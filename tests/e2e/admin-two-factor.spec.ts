/**
 * Two-factor sign-in as a staff member meets it: an admin sets up an authenticator app on
 * the profile page (the QR code's key typed in place of a scan, the code computed here by
 * RFC 6238), signs out, and signs in again with the password and then a 'Verification
 * code'; a wrong code is refused in words and lets them try again. Axe on the set-up and
 * on the code step; screenshots at three widths (look-at.ts).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { totpCode, totpStep } from '../support/totp.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, SCREEN_WIDTHS, test } from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { service, serviceJson } from './service.ts'

/** A new admin of this test alone, so that their factor touches no other spec. */
async function newAdmin(): Promise<{ email: string; password: string }> {
  const email = `e2e-2fa-${randomUUID().slice(0, 8)}@example.com`
  const password = `Pw-${randomUUID()}`
  const user = (await serviceJson('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true }),
  })) as { id: string }
  await service('/rest/v1/admin_users', {
    method: 'POST',
    body: JSON.stringify({ id: user.id, email, role: 'admin', password_setup_completed: true }),
  })
  return { email, password }
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('two-factor sign-in', () => {
  test('set up on the profile, then required at the next sign-in', async ({ page }) => {
    test.setTimeout(90_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const { email, password } = await newAdmin()

    await signInWithPassword(page, email, password)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto('/admin/profile')
    const section = page.getByRole('region', { name: 'Two-factor authentication' })
    await expect(section.getByText('Off')).toBeVisible()
    await section.getByRole('button', { name: 'Set up two-factor authentication' }).click()
    const qrCode = section.getByRole('img', { name: 'QR code for your authenticator app' })
    await expect(qrCode).toBeVisible()
    // Drawn, not its alt text: the SVG decodes under the admin's CSP.
    await expect
      .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectNoAxeViolations(page, 'profile, two-factor set-up')
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await lookAt(page, `two-factor-setup-${width}`, { fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    await section.getByLabel('Verification code').fill(totpCode(secret))
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await expect(section.getByText('On', { exact: true })).toBeVisible()
    await expect(section.getByRole('button', { name: 'Move to a new phone' })).toBeVisible()

    await page.getByRole('button', { name: 'Sign out of all sessions' }).click()
    await expect(page).toHaveURL(/\/admin\/login/)

    await signInWithPassword(page, email, password)
    await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible()
    await expectNoAxeViolations(page, 'login, verification code step')
    for (const width of SCREEN_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await lookAt(page, `two-factor-code-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    // A code from five minutes ago is refused; the field is ready for the next try.
    await page.getByLabel('Verification code').fill(totpCode(secret, totpStep() - 10))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toContainText('That code is not valid.')
    await expect(page.getByLabel('Verification code')).toHaveValue('')

    // The enrolment's step is used up: the next step's code (one step of skew is allowed).
    await page.getByLabel('Verification code').fill(totpCode(secret, totpStep() + 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto('/admin/profile')
    await expect(
      page
        .getByRole('region', { name: 'Two-factor authentication' })
        .getByText('On', { exact: true }),
    ).toBeVisible()
    expect(errors).toEqual([])
  })
})
