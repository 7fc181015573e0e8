/**
 * /admin/categories as an editor, against the production build and a fresh local stack:
 * create (the slug proposed from the name, an icon the site renders), find with Search,
 * a filtered list that survives reload and Back, 'Export CSV' of exactly the filtered
 * rows, edit and Save, the slug's unique error on its field, the tagged-brand refusal,
 * the default category without delete and with its slug fixed, delete with 'Delete' and
 * Undo; axe on the list, the form and the dialog; phone, tablet and desktop widths
 * (screenshots: look-at.ts). An analyst reaches neither the section nor its writes.
 */
import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  listedNames,
  searchList,
  signInAs,
  test,
} from './fixtures.ts'
import { E2E_API_PORT } from './ports.ts'
import { lookAt } from './look-at.ts'
const API = `http://127.0.0.1:${E2E_API_PORT}/rest/v1`

const categoriesTable = (page: Page) => adminTable(page, 'Categories')
const search = (page: Page, text: string) => searchList(page, 'Categories', text)

/** A category's name link in the list (not its 'Edit …' action). */
function nameLink(page: Page, name: string) {
  return categoriesTable(page).getByRole('link', { name, exact: true })
}

/** The names in the Name column: the links without an aria-label (not 'Edit …'). */
const listed = (page: Page) => listedNames(page, 'Categories', 'tbody tr td a:not([aria-label])')

/** The signed-in staff member's access token, as supabase-js keeps it. */
async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const storages = [sessionStorage, localStorage]
    for (const storage of storages) {
      const key = Object.keys(storage).find((name) => /^sb-.*-auth-token$/.test(name))
      if (key) return storage.getItem(key)
    }
    return null
  })
  const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token
  expect(token).toBeTruthy()
  return token!
}

test.describe('admin categories', () => {
  test('an editor creates, finds, exports, edits and deletes a category', async ({ page }) => {
    // One long journey through every screen: more than the default 30 s on a shared machine.
    test.slow()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const suffix = Date.now().toString(36)
    const name = `Crash Games ${suffix}`
    const slug = `crash-games-${suffix}`

    await signInAs(page, 'editor')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Categories' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
    await expect(nameLink(page, 'Slots')).toBeVisible()

    // Create: the slug follows the name; the icon is picked among the site's.
    await page.getByRole('link', { name: 'New category' }).click()
    await page.getByLabel('Name').fill(name)
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Description').fill('Multiplier games made for the tests.')
    await page.getByLabel('Icon').selectOption('zap')
    await page.getByLabel('Sort order').fill('70')
    await page.getByLabel('Active').uncheck()
    await expectNoAxeViolations(page, 'new category form')
    await lookAt(page, `categories-new`, { fullPage: true })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created ${name}.`)).toBeVisible()
    await expect(categoriesTable(page)).toBeVisible()

    // Search and the Active filter, kept across reload and Back.
    await search(page, slug)
    await expect.poll(() => listed(page)).toEqual([name])
    await page.getByRole('combobox', { name: 'Active' }).selectOption('false')
    await expect(page).toHaveURL(/[?&]active=false/)
    await expect.poll(() => listed(page)).toEqual([name])
    await page.getByRole('combobox', { name: 'Active' }).selectOption('true')
    await expect(page).toHaveURL(/[?&]active=true/)
    await expect.poll(() => listed(page)).toEqual([])
    await page.getByRole('combobox', { name: 'Active' }).selectOption('false')
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(slug)
    await expect(page.getByRole('combobox', { name: 'Active' })).toHaveValue('false')
    await expect.poll(() => listed(page)).toEqual([name])
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goBack()
    await expect(page.getByRole('combobox', { name: 'Active' })).toHaveValue('false')
    await expect.poll(() => listed(page)).toEqual([name])

    // Export CSV: exactly the filtered rows (the active categories matching 'o').
    await page.getByRole('combobox', { name: 'Active' }).selectOption('true')
    await search(page, 'o')
    // Right after the filters change the previous rows (the one inactive category) may
    // still show: read the list once it holds the active matches and has settled.
    let shown: string[] = []
    await expect
      .poll(async () => {
        const now = await listed(page)
        const settled = now.length > 1 && now.join('\n') === shown.join('\n')
        shown = now
        return settled
      })
      .toBe(true)
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^categories-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Name,Slug,Icon,Brands,Active,Sort order,Updated')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown)
    expect(lines.slice(1).every((line) => line.split(',')[4] === 'yes')).toBe(true)
    await expect(page.getByText(`Exported ${shown.length} rows to CSV.`)).toBeVisible()

    // Edit and Save.
    await page.getByRole('combobox', { name: 'Active' }).selectOption('false')
    await search(page, slug)
    await page.getByRole('link', { name: `Edit ${name}` }).click()
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
    await expect(page.getByLabel('Icon')).toHaveValue('zap')
    await page.getByLabel('Description').fill('Edited by the tests.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved ${name}.`)).toBeVisible()

    // A taken slug is refused on its field.
    await nameLink(page, name).click()
    await page.getByLabel('Slug').fill('slots')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('This slug is already used', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true')
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(categoriesTable(page)).toBeVisible()

    // A category tagged on brands cannot be deleted.
    await page.getByRole('combobox', { name: 'Active' }).selectOption('')
    await search(page, 'slots')
    await page.getByRole('button', { name: 'Delete Slots' }).click()
    await expect(
      page.getByText(/^Cannot delete Slots: [1-9]\d* brands are tagged with it\.$/),
    ).toBeVisible()

    // The default category has no delete, and its slug is fixed.
    await search(page, 'casino')
    await expect(nameLink(page, 'Online Casinos')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Delete Online Casinos' })).toHaveCount(0)
    await nameLink(page, 'Online Casinos').click()
    await expect(page.getByText('The default category', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Slug')).toHaveAttribute('readonly', '')
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await expectNoAxeViolations(page, 'default category form')
    await lookAt(page, `categories-default`, { fullPage: true })
    await page.getByRole('link', { name: 'Back to Categories' }).click()

    // Delete, then Undo.
    await search(page, slug)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, 'delete dialog open', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, `categories-delete-dialog`)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Deleted ${name}.`)).toBeVisible()
    await expect(page.getByText('Nothing matches this search')).toBeVisible()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText('Restored.')).toBeVisible()
    await expect.poll(() => listed(page)).toEqual([name])
    await nameLink(page, name).click()
    await expect(page.getByLabel('Description')).toHaveValue('Edited by the tests.')
    await expect(page.getByLabel('Icon')).toHaveValue('zap')
    await expect(page.getByLabel('Active')).not.toBeChecked()

    // Leave the stack as the other specs expect it: the four seeded categories.
    await page.getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText(`Deleted ${name}.`)).toBeVisible()
    await expect(page.getByText('Nothing matches this search')).toBeVisible()

    expect(errors).toEqual([])
  })

  test('the list and the form are usable by keyboard and at 375, 768 and 1280 px', async ({
    page,
  }) => {
    // Three widths, each with two axe runs: more than the default 30 s on a shared machine.
    test.slow()
    await signInAs(page, 'editor', '/admin/categories')
    // The list loaded once; at each width the form and the refusal are opened from it again.
    await atEachWidth(page, async (width) => {
      await expect(nameLink(page, 'Slots')).toBeVisible()
      // The page itself never scrolls sideways: a wide table scrolls inside its card.
      await expectNoSidewaysScroll(page, `categories list at ${width} px`)
      await expectNoAxeViolations(page, `categories list, ${width} px`)
      await lookAt(page, `categories-list-${width}`, { fullPage: true })

      await nameLink(page, 'Slots').click()
      await expect(page.getByRole('heading', { name: 'Edit Slots' })).toBeVisible()
      await expect(page.getByLabel('Icon')).toHaveValue('cherry')
      await expectNoAxeViolations(page, `categories form, ${width} px`)
      await lookAt(page, `categories-form-${width}`, { fullPage: true })

      await page.getByRole('link', { name: 'Back to Categories' }).click()
      await page.getByRole('button', { name: 'Delete Poker' }).click()
      const refusal = page.getByText(/^Cannot delete Poker: /)
      await expect(refusal).toBeVisible()
      await lookAt(page, `categories-refusal-${width}`)
      // Closed (from the keyboard: a click would wait out its slide-in), so that the next
      // width's list is checked without it and its refusal is a new one.
      await page.getByRole('button', { name: 'Close toast' }).press('Enter')
      await expect(refusal).toHaveCount(0)
    })

    // Keyboard: the search box, a sort heading, then a row's link and the form's fields.
    await page.goto('/admin/categories')
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    await page.keyboard.type('black')
    await expect(page).toHaveURL(/q=black/)
    // Each key waits for the list to show its rows: a row or header re-rendered by the
    // refetch loses the focus given to it before.
    await expect(nameLink(page, 'Slots')).toHaveCount(0)
    await expect(categoriesTable(page)).not.toHaveAttribute('aria-busy', 'true')
    await page.getByRole('button', { name: /^Name/ }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=name/)
    await expect(categoriesTable(page)).not.toHaveAttribute('aria-busy', 'true')
    await nameLink(page, 'Blackjack').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Edit Blackjack' })).toBeVisible()
    await page.getByLabel('Description').focus()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Icon')).toBeFocused()
  })

  test('an analyst reaches neither the section nor its writes', async ({ page }) => {
    await signInAs(page, 'analyst')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Categories' })).toHaveCount(0)
    await page.goto('/admin/categories')
    await expect(
      page.getByRole('heading', { level: 1, name: 'No access to Categories' }),
    ).toBeVisible()
    await expect(page.getByRole('table', { name: 'Categories' })).toHaveCount(0)

    // The database refuses the analyst's own requests too.
    const headers = {
      apikey: localApiKeys.anonKey,
      Authorization: `Bearer ${await accessToken(page)}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    }
    const inserted = await fetch(`${API}/categories`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'By analyst', slug: 'by-analyst' }),
    })
    expect(inserted.status).toBe(403)
    expect(((await inserted.json()) as { code: string }).code).toBe('42501')
    const updated = await fetch(`${API}/categories?slug=eq.slots`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'Hacked' }),
    })
    expect(updated.status).toBe(403)
    const deleted = await fetch(`${API}/categories?slug=eq.poker`, { method: 'DELETE', headers })
    expect(await deleted.json()).toEqual([])

    const service = {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
    }
    const stored = await fetch(
      `${API}/categories?select=slug,name&slug=in.(slots,poker)&order=slug`,
      {
        headers: service,
      },
    )
    expect(await stored.json()).toEqual([
      { slug: 'poker', name: 'Poker' },
      { slug: 'slots', name: 'Slots' },
    ])
  })
})
