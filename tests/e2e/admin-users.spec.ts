/**
 * /admin/users and /admin/audit-log against the production build and a fresh local stack:
 * an admin invites an editor; the editor opens the emailed link in another browser, sets
 * a password and sees the editor's sidebar, and the link fails a second time; the admin
 * disables them and the editor is signed out on their next action; an admin cannot
 * disable themselves; the audit log shows these changes with old and new values. Axe on
 * the list, the dialogs and the audit log; three widths (screenshots: look-at.ts).
 */
import type { Page } from '@playwright/test'
import { seedCredentials } from '../../supabase/emulator/seed-users.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  searchList,
  signInAs,
  test,
} from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { E2E_MAIL_URL } from './ports.ts'
import { linksIn, messagesTo } from '../../supabase/emulator/mail/client.ts'

const staffTable = (page: Page) => adminTable(page, 'Staff')
const adminEmail = seedCredentials.find((user) => user.role === 'admin')!.email

async function rowAction(page: Page, email: string, action: string) {
  await searchList(page, 'Staff', email)
  await staffTable(page)
    .getByRole('button', { name: `Actions for ${email}` })
    .click()
  await page.getByRole('menuitem', { name: action }).click()
}

test.describe('admin users and audit log', () => {
  test('invite, accept, disable, self-refusal and the audit trail', async ({ page, browser }) => {
    // Two browsers and a dozen steps: longer than one page's check.
    test.setTimeout(120_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const email = `e2e-editor-${Date.now().toString(36)}@example.com`

    await signInAs(page, 'admin', '/admin/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(
      staffTable(page).getByRole('button', { name: `Actions for ${adminEmail}` }),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'users list')

    // Invite: Auth emails the link (read here from the local stack's mail catcher).
    await page.getByRole('button', { name: 'Invite user' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite user' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Role').selectOption('editor')
    await expectNoAxeViolations(page, 'invite dialog', { waive: MODAL_LAYER_WAIVERS })
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(dialog.getByText(`Invitation sent to ${email}.`)).toBeVisible()
    await expectNoAxeViolations(page, 'invitation sent', { waive: MODAL_LAYER_WAIVERS })
    await dialog.getByRole('button', { name: 'Done' }).click()
    let link: string | undefined
    await expect
      .poll(async () => {
        const [message] = await messagesTo(E2E_MAIL_URL, email)
        link = message && linksIn(message.Text).find((url) => url.includes('/auth/v1/verify'))
        return link
      })
      .toBeDefined()
    await searchList(page, 'Staff', email)
    await expect(staffTable(page).getByText('Invited')).toBeVisible()

    // The editor, in a browser of their own, opens the link and sets a password.
    const editorContext = await browser.newContext()
    const editor = await editorContext.newPage()
    await editor.goto(link!)
    await expect(editor).toHaveURL(/\/admin\/set-password/)
    await expect(editor.getByText(`Signed in as ${email}`)).toBeVisible()
    await expectNoAxeViolations(editor, 'set password')
    await editor.getByLabel('New password').fill('short')
    await editor.getByLabel('Confirm password').fill('short')
    await editor.getByRole('button', { name: 'Set password' }).click()
    await expect(editor.getByText('Use at least 8 characters.')).toBeVisible()
    const password = `Pw-${Date.now()}-editor`
    await editor.getByLabel('New password').fill(password)
    await editor.getByLabel('Confirm password').fill(password)
    await editor.getByRole('button', { name: 'Set password' }).click()
    await expect(editor).toHaveURL(/\/admin\/dashboard$/)
    const editorNav = editor.getByRole('navigation', { name: 'Admin' })
    await expect(editorNav.getByRole('link', { name: 'Countries' })).toBeVisible()
    await expect(editorNav.getByRole('link', { name: 'Users' })).toHaveCount(0)
    await expect(editorNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)

    // The link works once.
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    await other.goto(link!)
    await expect(other.getByText(/This link has already been used or has expired/)).toBeVisible()
    await otherContext.close()

    // The admin disables the editor; the editor's next action signs them out.
    await page.reload()
    await expect(staffTable(page).getByText('Active')).toBeVisible()
    await rowAction(page, email, 'Disable')
    const confirm = page.getByRole('dialog', { name: `Disable ${email}?` })
    await expectNoAxeViolations(page, 'disable dialog', { waive: MODAL_LAYER_WAIVERS })
    await confirm.getByRole('button', { name: 'Disable' }).click()
    await expect(page.getByText(`Disabled: their sessions have ended: ${email}`)).toBeVisible()
    await expect(staffTable(page).getByText('Disabled')).toBeVisible()

    await editorNav.getByRole('link', { name: 'Countries' }).click()
    await expect(editor).toHaveURL(/\/admin\/login/)
    await editorContext.close()

    // Nobody disables themselves: the refusal is said in words.
    await rowAction(page, adminEmail, 'Disable')
    await page
      .getByRole('dialog', { name: `Disable ${adminEmail}?` })
      .getByRole('button', { name: 'Disable' })
      .click()
    await expect(page.getByText(/You cannot disable yourself/)).toBeVisible()
    await expect(staffTable(page).getByText('Active')).toBeVisible()

    // The audit log: the invite and the disable, with old and new values.
    await page.goto('/admin/audit-log?table=admin_users&action=update')
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    const audit = adminTable(page, 'Audit log')
    const disabledEntry = audit.getByRole('row').filter({ hasText: 'Disabled at' }).first()
    await expect(disabledEntry).toContainText(adminEmail)
    // A click on the entry opens it beside the list, each field before and after.
    await disabledEntry.click()
    const entry = page.getByRole('dialog', { name: 'Changed: Users (staff)' })
    const change = entry.getByRole('region', { name: 'Changes' }).getByRole('definition').first()
    await expect(change).toContainText('Before')
    await expect(change.getByText('empty')).toBeVisible()
    await expect(change).toContainText(new Date().getUTCFullYear().toString())
    await expectNoAxeViolations(page, 'audit log, entry open', { waive: MODAL_LAYER_WAIVERS })
    await page.keyboard.press('Escape')

    await page.getByLabel('Action').selectOption('insert')
    await expect(page).toHaveURL(/action=insert/)
    const inviteEntry = audit.getByRole('row').filter({ hasText: 'Created' }).first()
    await inviteEntry.click()
    const invited = page.getByRole('dialog', { name: 'Created: Users (staff)' })
    await expect(invited).toContainText(email)
    await expect(invited).toContainText('editor')
    expect(errors).toEqual([])
  })

  test('users and audit log at 375, 768 and 1280 px', async ({ page }) => {
    test.setTimeout(120_000)
    await signInAs(page, 'admin', '/admin/users')
    await expect(
      staffTable(page).getByRole('button', { name: `Actions for ${adminEmail}` }),
    ).toBeVisible()
    await atEachWidth(page, async (width) => {
      await expectNoSidewaysScroll(page, `users list at ${width} px`)
      await expectNoAxeViolations(page, `users list, ${width} px`)
      await lookAt(page, `users-list-${width}`, { fullPage: true })

      await page.getByRole('button', { name: 'Invite user' }).click()
      const invite = page.getByRole('dialog', { name: 'Invite user' })
      await expect(invite).toBeVisible()
      await lookAt(page, `users-invite-${width}`)
      await page.keyboard.press('Escape')
      // Closed before the next width checks the list again.
      await expect(invite).toBeHidden()
    })

    await page.goto('/admin/audit-log')
    await expect(adminTable(page, 'Audit log')).not.toHaveAttribute('aria-busy', 'true')
    await atEachWidth(page, async (width) => {
      await expectNoAxeViolations(page, `audit log, ${width} px`)
      await lookAt(page, `audit-log-${width}`, { fullPage: true })
    })
  })
})
