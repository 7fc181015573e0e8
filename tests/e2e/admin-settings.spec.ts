/**
 * /admin/settings as an admin against the production build and a fresh local stack: a
 * change saved with 'Save' shows 'Saved' (and is put back after), a value the rules refuse
 * stays on its field;
 * the public footer shows the helpline of the page's country (Canada's on /ca, Sweden's on
 * /se); the code snippets list and form (CodeMirror editor) with their warning, a snippet's
 * delete and its Undo; axe and
 * screenshots at phone, tablet and desktop widths.
 */
import { atEachWidth, expect, signInAs, test } from './fixtures.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { lookAt } from './look-at.ts'

test.describe('admin settings', () => {
  // axe and screenshots at three widths take their time on a shared machine.
  test.describe.configure({ timeout: 120_000 })

  test('an admin changes a setting and sees Saved; a wrong time zone is refused on its field', async ({
    page,
  }) => {
    await signInAs(page, 'admin', '/admin/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const siteName = page.getByLabel('Site name')
    await expect(siteName).toHaveValue('CasinoCompass')
    await expect(page.getByRole('group', { name: 'Tracking' })).toContainText(
      'Takes effect at once.',
    )

    // What this test changes, put back at its end: later specs expect the seeded settings.
    const changed = ['Site name', 'Response time', 'Bot IP ranges', 'Time zone'] as const
    const before = new Map<string, string>()
    for (const label of changed) before.set(label, await page.getByLabel(label).inputValue())

    await siteName.fill('Compass Probe')
    await page.getByLabel('Response time').fill('12-24 hours')
    await page.getByLabel('Bot IP ranges').fill('198.18.0.0/15')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Response time')).toHaveValue('12-24 hours')
    await expect(page.getByLabel('Bot IP ranges')).toHaveValue('198.18.0.0/15')

    // A page rendered in the browser states the new name at once; a prerendered one keeps
    // the build's until the next build.
    await page.goto('/a/b/c')
    await expect(page.getByRole('contentinfo')).toContainText('Compass Probe. All rights reserved.')
    await expect(page).toHaveTitle(/\| Compass Probe$/)
    await page.goto('/ca')
    await expect(page.getByRole('contentinfo')).toContainText('CasinoCompass. All rights reserved.')
    await page.goto('/admin/settings')
    await expect(page.getByLabel('Site name')).toHaveValue('Compass Probe')

    await page.getByLabel('Time zone').fill('Mars/Olympus_Mons')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter an IANA time zone such as Europe/Stockholm.')).toBeVisible()
    await expect(page.getByLabel('Time zone')).toBeFocused()

    await atEachWidth(page, async (width) => {
      await expectNoAxeViolations(page, `settings at ${width} px`)
      await lookAt(page, `settings-${width}`, { fullPage: true })
    })

    for (const label of changed) await page.getByLabel(label).fill(before.get(label)!)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible()
    await page.goto('/a/b/c')
    await expect(page).toHaveTitle(/\| CasinoCompass$/)
  })

  test("a country's pages show its helpline in the footer, other pages the worldwide one", async ({
    page,
  }) => {
    await page.goto('/ca')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('ConnexOntario')
    await expect(footer).not.toContainText('Stödlinjen')
    await page.goto('/se')
    await expect(footer).toContainText('Stödlinjen')
    await expect(footer).not.toContainText('ConnexOntario')
    await page.goto('/about')
    await expect(footer).toContainText('Gambling Therapy')
  })

  test('an admin creates a code snippet in the editor, finds it in the list, deletes it and undoes that', async ({
    page,
  }) => {
    const name = `Analytics ${Date.now().toString(36)}`
    await signInAs(page, 'admin', '/admin/code-snippets')
    await expect(page.getByRole('heading', { level: 1, name: 'Code Snippets' })).toBeVisible()
    await expect(
      page.getByText('A snippet runs on every public page, for every visitor'),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'snippets list')

    await page.getByRole('link', { name: 'New snippet' }).first().click()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Placement').selectOption('body_end')
    const editor = page.getByRole('textbox', { name: 'Code' })
    await editor.click()
    await page.keyboard.type('<script src="https://stats.example.com/a.js"></script>')
    await expect(page.locator('.cm-content')).toContainText('stats.example.com')
    await page.getByLabel('Allowed origins').fill('https://stats.example.com')
    await page.getByLabel('Active').check()
    await atEachWidth(page, async (width) => {
      await expectNoAxeViolations(page, `snippet form at ${width} px`)
      await lookAt(page, `snippet-form-${width}`, { fullPage: true })
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created ${name}.`)).toBeVisible()
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
    await atEachWidth(
      page,
      (width) => lookAt(page, `snippets-list-${width}`, { fullPage: true }),
      [375, 1280],
    )

    // Delete from the list, then Undo: the snippet is back with the same values.
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` })
    await expectNoAxeViolations(page, 'snippet delete dialog', { waive: MODAL_LAYER_WAIVERS })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Deleted ${name}.`)).toBeVisible()
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText('Restored.')).toBeVisible()
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByLabel('Placement')).toHaveValue('body_end')
    await expect(page.locator('.cm-content')).toContainText('https://stats.example.com/a.js')
    await expect(page.getByLabel('Allowed origins')).toHaveValue('https://stats.example.com')
    await expect(page.getByLabel('Active')).toBeChecked()

    // An active snippet would reach the next build's pages: leave none behind.
    await page.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText(`Deleted ${name}.`)).toBeVisible()
  })
})
