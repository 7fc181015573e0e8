/**
 * A forgotten password, end to end: 'Forgot password?' on the login form, the reset
 * request, the email in the local stack's mail catcher, its link to the set-password
 * page, a new password and the admin. The answer to an unknown address reads the same.
 * Axe on the request form, the confirmation, the mail catcher and the set-password page;
 * three widths.
 */
import { randomUUID } from 'node:crypto'
import { expectNoAxeViolations } from './axe.ts'
import { atEachWidth, expect, expectNoSidewaysScroll, test } from './fixtures.ts'
import { E2E_MAIL_URL } from './ports.ts'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { API, service, serviceJson } from './service.ts'

const SENT = /If an account exists for that email, we have sent a link to reset the password/

/** A staff member of their own, so that changing the password touches no other spec's. */
async function newEditor(): Promise<{ email: string; password: string }> {
  const email = `e2e-recovery-${randomUUID().slice(0, 8)}@example.com`
  const password = `Old-${randomUUID()}`
  const reply = await service('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true }),
  })
  const { id } = (await reply.json()) as { id: string }
  await serviceJson('/rest/v1/admin_users', {
    method: 'POST',
    body: JSON.stringify({ id, email, role: 'editor' }),
  })
  return { email, password }
}

/** The status of a password sign-in at Auth. */
async function passwordSignIn(email: string, password: string): Promise<number> {
  const reply = await fetch(`${API}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: localApiKeys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return reply.status
}

test.describe('forgotten password', () => {
  test("'Forgot password?' to a new password through the mail catcher's link", async ({ page }) => {
    test.setTimeout(120_000)
    const editor = await newEditor()

    await page.goto('/admin/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await expectNoAxeViolations(page, 'forgot password form')

    // A malformed address is refused before anything is sent.
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Enter the email address of your staff account.')).toBeVisible()

    await page.getByLabel('Email').fill(editor.email)
    await page.getByLabel('Email').press('Enter')
    await expect(page.getByRole('status')).toHaveText(SENT)
    await atEachWidth(page, async (width) => {
      await expectNoSidewaysScroll(page, `confirmation at ${width} px`)
    })
    await expectNoAxeViolations(page, 'forgot password sent')

    await page.goto(E2E_MAIL_URL, { waitUntil: 'commit' })
    const email = page.getByRole('article').filter({ hasText: editor.email })
    await expect(email.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible()
    await expectNoAxeViolations(page, 'mail catcher')
    await email.getByRole('link', { name: /\/auth\/v1\/verify\?token=/ }).click()

    await expect(page).toHaveURL(/\/admin\/set-password/)
    await expect(page.getByText(`Signed in as ${editor.email}.`, { exact: false })).toBeVisible()
    await expectNoAxeViolations(page, 'set password after recovery')
    const password = `New-${randomUUID()}`
    await page.getByLabel('New password').fill(password)
    await page.getByLabel('Confirm password').fill(password)
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)

    // The new password is the one that signs in from now on; the old one no longer does.
    expect(await passwordSignIn(editor.email, password)).toBe(200)
    expect(await passwordSignIn(editor.email, editor.password)).toBe(400)
  })

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/admin/forgot-password')
    await page.getByLabel('Email').fill(`nobody-${randomUUID().slice(0, 8)}@example.com`)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toHaveText(SENT)
  })
})
