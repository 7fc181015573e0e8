/**
 * /admin/countries as an editor, against the production build and a fresh local stack:
 * create, find with Search, a filtered list that survives reload and Back, 'Export CSV'
 * of exactly the filtered rows, edit and Save, the slug's unique error on its field, the
 * unsaved-changes guard, the dependency check, delete with 'Delete' and Undo; the list
 * and the form at phone, tablet and desktop widths (screenshots: look-at.ts).
 */
import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
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
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { lookAt } from './look-at.ts'

const countriesTable = (page: Page) => adminTable(page, 'Countries')
const listed = (page: Page) => listedNames(page, 'Countries')
const search = (page: Page, text: string) => searchList(page, 'Countries', text)

test.describe('admin countries', () => {
  test('an editor creates, finds, exports, edits and deletes a country', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const suffix = Date.now().toString(36)
    const name = `Testland ${suffix}`
    const slug = `testland-${suffix}`

    await signInAs(page, 'editor', '/admin/countries')
    await expect(page.getByRole('heading', { level: 1, name: 'Countries' })).toBeVisible()
    await expect(countriesTable(page).getByRole('link', { name: 'Canada' })).toBeVisible()

    // Create: the slug is proposed from the name as it is typed (no need to leave the field).
    await page.getByRole('link', { name: 'New country' }).click()
    await page.getByLabel('Name').fill(name)
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Flag').fill('🏳️')
    await page.getByLabel('Language').fill('en-TL')
    await page.getByLabel('Description').fill('A market made for the tests.')
    await page.getByLabel('Sort order').fill('90')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created ${name}.`)).toBeVisible()
    await expect(countriesTable(page)).toBeVisible()

    // Search, reload, Back.
    await search(page, slug)
    await expect.poll(() => listed(page)).toEqual([name])
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(slug)
    await expect.poll(() => listed(page)).toEqual([name])
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goBack()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(slug)
    await expect.poll(() => listed(page)).toEqual([name])

    // Export CSV: exactly the filtered rows (a search that matches several countries).
    await search(page, 'an')
    await page.getByLabel('Rows per page').selectOption('10')
    await expect(page).toHaveURL(/perPage=10/)
    const shown = await listed(page)
    expect(shown.length).toBeGreaterThan(1)
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^countries-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Name,Slug,Flag,Language,Brands,Active,Sort order')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown)
    await expect(page.getByText(`Exported ${shown.length} rows to CSV.`)).toBeVisible()

    // Edit and Save.
    await search(page, slug)
    await countriesTable(page).getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
    await page.getByLabel('Description').fill('Edited by the tests.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved ${name}.`)).toBeVisible()

    // A taken slug is refused on its field.
    await countriesTable(page).getByRole('link', { name }).click()
    await page.getByLabel('Slug').fill('ca')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('This slug is already used', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true')

    // Unsaved changes: leaving asks; dismissing stays on the form.
    let asked = 0
    page.once('dialog', (dialog) => {
      asked += 1
      void dialog.dismiss()
    })
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click()
    expect(asked).toBe(1)
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
    page.once('dialog', (dialog) => {
      asked += 1
      void dialog.dismiss()
    })
    await page.goBack()
    await expect.poll(() => asked).toBe(2)
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(countriesTable(page)).toBeVisible()

    // A country with brands cannot be deleted.
    await search(page, 'canada')
    await page.getByRole('button', { name: 'Delete Canada' }).click()
    await expect(
      page.getByText(/^Cannot delete Canada: \d+ brands and \d+ pages belong to it\.$/),
    ).toBeVisible()

    // Delete, then Undo.
    await search(page, slug)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, 'delete dialog open', { waive: MODAL_LAYER_WAIVERS })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Deleted ${name}.`)).toBeVisible()
    await expect(page.getByText('Nothing matches this search')).toBeVisible()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText('Restored.')).toBeVisible()
    await expect.poll(() => listed(page)).toEqual([name])
    await countriesTable(page).getByRole('link', { name }).click()
    await expect(page.getByLabel('Description')).toHaveValue('Edited by the tests.')
    await expect(page.getByLabel('Language')).toHaveValue('en-TL')

    // Leave the stack as the other specs expect it: the eight launch countries only.
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
    await signInAs(page, 'editor', '/admin/countries')
    // The list loaded once; at each width the form is opened from it and left again.
    await atEachWidth(page, async (width) => {
      await expect(countriesTable(page).getByRole('link', { name: 'Canada' })).toBeVisible()
      // The page itself never scrolls sideways: a wide table scrolls inside its card.
      await expectNoSidewaysScroll(page, `countries list at ${width} px`)
      await expectNoAxeViolations(page, `countries list, ${width} px`)
      await lookAt(page, `countries-list-${width}`, { fullPage: true })

      await countriesTable(page).getByRole('link', { name: 'Canada' }).click()
      await expect(page.getByRole('heading', { name: 'Edit Canada' })).toBeVisible()
      await expectNoAxeViolations(page, `countries form, ${width} px`)
      await lookAt(page, `countries-form-${width}`, { fullPage: true })
      await page.getByRole('link', { name: 'Back to Countries' }).click()
    })

    // Keyboard: the search box, then sorting by a heading button, then a row's link.
    await page.goto('/admin/countries')
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    await page.keyboard.type('swe')
    await expect(page).toHaveURL(/q=swe/)
    // The list shows the search's rows before the next key: a header re-rendered by the
    // refetch could lose the focus given to it before.
    await expect(countriesTable(page).getByRole('link', { name: 'Canada' })).toHaveCount(0)
    await expect(countriesTable(page)).not.toHaveAttribute('aria-busy', 'true')
    await page.getByRole('button', { name: /^Name/ }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/sort=name&order=asc|sort=name/)
    await expect(countriesTable(page)).not.toHaveAttribute('aria-busy', 'true')
    await countriesTable(page).getByRole('link', { name: 'Sweden' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Edit Sweden' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('Sweden')
  })
})
