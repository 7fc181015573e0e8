/**
 * /admin/compliance (#26) against the production build and a fresh local stack: an editor
 * changes a market's rules (Hungary's minimum age and source note), adds a region to Canada
 * and deletes it, creates, edits and deletes a regulator (its code's unique error on the
 * field), adds a blacklist entry (the domain checked, then lower-cased), finds and exports
 * it and deletes it; the dashboard lists a licence that ends within 30 days and opens its
 * brand. An analyst sees every view read-only. Axe on the lists, the forms and the dialog
 * in the light and dark themes. What the test changes of the seed it puts back.
 */
import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import { adminTable, expect, searchList, signInAs, test } from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { E2E_API_PORT } from './ports.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}/rest/v1`
const tag = Date.now().toString(36)

async function rest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.ok, await response.clone().text()).toBe(true)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

type Rules = { id: string; min_age: number; source: string | null }

async function hungaryRules(): Promise<Rules> {
  const [rules] = await rest<Rules[]>(
    '/market_rules?select=id,min_age,source,countries!inner(slug)&countries.slug=eq.hu&region_code=is.null',
  )
  return rules!
}

/** A row's name link in a list (not its 'Edit …' action). */
function nameLink(page: Page, label: string, name: string) {
  return adminTable(page, label).getByRole('link', { name, exact: true })
}

/** A list's row, found by its name link. */
function rowOf(page: Page, label: string, name: string) {
  return adminTable(page, label)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
}

async function openView(page: Page, view: 'Markets' | 'Regulators' | 'Blacklist') {
  await page
    .getByRole('navigation', { name: 'Compliance views' })
    .getByRole('link', { name: view })
    .click()
  await expect(adminTable(page, view)).toBeVisible()
  await expect(adminTable(page, view)).not.toHaveAttribute('aria-busy', 'true')
}

test.describe('admin compliance', () => {
  let stored: Rules
  let licenceId: string | null = null

  test.beforeAll(async () => {
    stored = await hungaryRules()
  })

  test.afterAll(async () => {
    await rest(`/market_rules?id=eq.${stored.id}`, {
      method: 'PATCH',
      body: { min_age: stored.min_age, source: stored.source },
    })
    if (licenceId) await rest(`/brand_licences?id=eq.${licenceId}`, { method: 'DELETE' })
  })

  test("an editor changes a market's rules, a region, a regulator and the blacklist", async ({
    page,
  }) => {
    test.slow()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'editor')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Compliance' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Markets', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nameLink(page, 'Markets', 'Australia')).toBeVisible()
    const australia = rowOf(page, 'Markets', 'Australia')
    await expect(australia.getByText('Closed', { exact: true })).toBeVisible()
    const uk = rowOf(page, 'Markets', 'United Kingdom')
    await expect(uk.getByText('ukgc', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'markets list, light')
    await lookAt(page, 'compliance-markets-1280', { fullPage: true })

    // A market's rules: the minimum age refused out of range, then saved.
    await nameLink(page, 'Markets', 'Hungary').click()
    await expect(page.getByRole('heading', { name: 'Edit Hungary' })).toBeVisible()
    await expect(page.getByLabel('Licence required')).toBeChecked()
    await expect(page.getByLabel('Open to casino promotion')).toBeChecked()
    const regions = page.getByRole('complementary', { name: 'Regions of Hungary' })
    await expect(regions.getByText('No regions with rules of their own.')).toBeVisible()
    await page.getByLabel('Minimum age').fill('17')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The minimum age is at least 18.')).toBeVisible()
    await expect(page.getByLabel('Minimum age')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Minimum age').fill('21')
    await page.getByLabel('Source').fill(`SZTFH guidance, checked by the tests ${tag}`)
    await expectNoAxeViolations(page, 'market form, light')
    await lookAt(page, 'compliance-market-form-1280', { fullPage: true })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved the rules of Hungary.')).toBeVisible()
    const hungary = rowOf(page, 'Markets', 'Hungary')
    await expect(hungary.getByRole('cell', { name: '21', exact: true })).toBeVisible()
    const saved = await hungaryRules()
    expect(saved.min_age).toBe(21)
    expect(saved.source).toBe(`SZTFH guidance, checked by the tests ${tag}`)

    // A region of Canada: Ontario is listed; a new one is checked, added and deleted.
    await nameLink(page, 'Markets', 'Canada').click()
    const canada = page.getByRole('complementary', { name: 'Regions of Canada' })
    await expect(canada.getByRole('link', { name: 'Ontario', exact: true })).toBeVisible()
    await canada.getByRole('link', { name: 'New region' }).click()
    await expect(page.getByRole('heading', { name: 'New region' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Canada' })).toBeVisible()
    await page.getByLabel('Region code').fill('b c')
    await page.getByLabel('Bonus policy').selectOption('neutral')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter the region name.')).toBeVisible()
    await expect(
      page.getByText('Use the ISO 3166-2 code without the country: 1 to 3 letters or digits (ON).'),
    ).toBeVisible()
    await expect(page.getByText('Enter the line shown instead of the offer.')).toBeVisible()
    await page.getByLabel('Region name').fill('British Columbia')
    await page.getByLabel('Region code').fill('bc')
    await page.getByLabel('Neutral line').fill('Offers vary: see the casino for details.')
    await page.getByLabel('Minimum age').fill('19')
    await page.getByLabel('Time zone').fill('America/Vancouver')
    await expectNoAxeViolations(page, 'region form, light')
    await lookAt(page, 'compliance-region-form-1280', { fullPage: true })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Added the rules of British Columbia (Canada).')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Edit Canada' })).toBeVisible()
    await expect(canada.getByRole('link', { name: 'British Columbia', exact: true })).toBeVisible()
    await expect(canada.getByText('Bonuses: Neutral line · 19+')).toBeVisible()
    await canada.getByRole('button', { name: 'Delete British Columbia' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete British Columbia?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectNoAxeViolations(page, 'delete region dialog', { waive: MODAL_LAYER_WAIVERS })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Deleted British Columbia.')).toBeVisible()
    await expect(canada.getByRole('link', { name: 'British Columbia', exact: true })).toHaveCount(0)
    await expect(canada.getByRole('link', { name: 'Ontario', exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Compliance' }).click()

    // Regulators: create (the code must be unused), edit, delete.
    await openView(page, 'Regulators')
    await expect(nameLink(page, 'Regulators', 'Malta Gaming Authority')).toBeVisible()
    await page.getByRole('link', { name: 'New regulator' }).click()
    await page.getByLabel('Name').fill(`Test Gaming Board ${tag}`)
    await page.getByLabel('Code').fill('ukgc')
    await page.getByLabel('Register URL').fill('register.example/licences')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Enter a full address starting with https:// (or http://).'),
    ).toBeVisible()
    await page.getByLabel('Register URL').fill('https://register.example/licences')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('This code is already used', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true')
    // Nothing typed is lost.
    await expect(page.getByLabel('Name')).toHaveValue(`Test Gaming Board ${tag}`)
    await page.getByLabel('Code').fill(`tgb-${tag}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created Test Gaming Board ${tag}.`)).toBeVisible()
    await searchList(page, 'Regulators', tag)
    await page.getByRole('link', { name: `Edit Test Gaming Board ${tag}` }).click()
    await page.getByLabel('Name').fill(`Test Gaming Authority ${tag}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved Test Gaming Authority ${tag}.`)).toBeVisible()
    await expect(nameLink(page, 'Regulators', `Test Gaming Authority ${tag}`)).toBeVisible()
    await page.getByRole('button', { name: `Delete Test Gaming Authority ${tag}` }).click()
    await page
      .getByRole('dialog', { name: `Delete Test Gaming Authority ${tag}?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText(`Deleted Test Gaming Authority ${tag}.`)).toBeVisible()
    await expect(nameLink(page, 'Regulators', `Test Gaming Authority ${tag}`)).toHaveCount(0)

    // The blacklist: a domain entry for Romania, found, exported and deleted.
    await openView(page, 'Blacklist')
    await expect(nameLink(page, 'Blacklist', 'Carpați Royal')).toBeVisible()
    await page.getByRole('link', { name: 'New entry' }).click()
    await expect(page.getByRole('heading', { name: 'New blacklist entry' })).toBeVisible()
    await page.getByLabel('Market').selectOption({ label: 'Romania' })
    await page.getByLabel('Kind').selectOption('domain')
    await page.getByLabel('Domain').fill(`https://Rogue-${tag}.example/ro`)
    await page.getByLabel('Source').fill(`ONJN list of unauthorised websites ${tag}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('Enter a domain alone, such as "casino.example" (no https://, no path).'),
    ).toBeVisible()
    await page.getByLabel('Domain').fill(`Rogue-${tag}.example`)
    await page.getByLabel('Note').fill('Added by the tests.')
    await expectNoAxeViolations(page, 'blacklist entry form, light')
    await page.getByRole('button', { name: 'Save' }).click()
    const value = `rogue-${tag}.example`
    await expect(page.getByText(`Created ${value}.`)).toBeVisible()
    await searchList(page, 'Blacklist', tag)
    const entry = rowOf(page, 'Blacklist', value)
    await expect(entry.getByText('Domain', { exact: true })).toBeVisible()
    await expect(entry.getByText('Romania', { exact: true })).toBeVisible()

    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toMatch(/^market-blacklist-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Brand or domain,Kind,Market,Source,Note,Updated')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(
      `${value},Domain,Romania,ONJN list of unauthorised websites ${tag},Added by the tests.,`,
    )

    await page.getByRole('button', { name: `Delete ${value}` }).click()
    await page
      .getByRole('dialog', { name: `Delete ${value}?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText(`Deleted ${value}.`)).toBeVisible()
    await expect(nameLink(page, 'Blacklist', value)).toHaveCount(0)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page, 'blacklist, dark')
    await lookAt(page, 'compliance-blacklist-1280-dark', { fullPage: true })
    await page.emulateMedia({ colorScheme: 'light' })
    expect(errors).toEqual([])
  })

  test("the dashboard lists a licence ending within 30 days, and opens its brand's form", async ({
    page,
  }) => {
    const [brand] = await rest<{ id: string; brand_name: string }[]>(
      '/brands?select=id,brand_name,brand_licences!inner(regulator_id)&is_active=is.true&order=brand_name&limit=1',
    )
    const [regulator] = await rest<{ id: string }[]>('/regulators?select=id&code=eq.mga')
    const inTen = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const [licence] = await rest<{ id: string }[]>('/brand_licences', {
      method: 'POST',
      body: {
        brand_id: brand!.id,
        regulator_id: regulator!.id,
        licence_number: `MGA/B2C/${tag}`,
        valid_from: '2020-01-01',
        valid_to: inTen,
      },
    })
    licenceId = licence!.id
    await signInAs(page, 'editor')
    const card = page.getByRole('region', { name: /^Licences expiring/ })
    const item = card.getByRole('listitem').filter({ hasText: `MGA/B2C/${tag}` })
    await expect(item).toContainText('Malta Gaming Authority')
    await expect(item).toContainText('(in 10 days)')
    await expectNoAxeViolations(page, 'dashboard with a licence expiring, light')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(item).toBeVisible()
    await lookAt(page, 'compliance-dashboard-licences-390', { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await item.getByRole('link', { name: brand!.brand_name }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/brands\\?edit=${brand!.id}$`))
  })

  test('an analyst reads every view, and can change nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'analyst', '/admin/compliance')
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible()
    await expect(nameLink(page, 'Markets', 'Canada')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit Canada' })).toHaveCount(0)

    await nameLink(page, 'Markets', 'Canada').click()
    await expect(page.getByRole('heading', { name: 'Edit Canada' })).toBeVisible()
    await expect(page.getByText('You can read these rules but not change them.')).toBeVisible()
    await expect(page.getByLabel('Minimum age')).toBeDisabled()
    await expect(page.getByLabel('Licence required')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
    const regions = page.getByRole('complementary', { name: 'Regions of Canada' })
    await expect(regions.getByRole('link', { name: 'Ontario', exact: true })).toBeVisible()
    await expect(regions.getByText('Bonuses: Hidden · 19+ · Licence: agco')).toBeVisible()
    await expect(regions.getByRole('link', { name: 'New region' })).toHaveCount(0)
    await expect(regions.getByRole('button', { name: 'Delete Ontario' })).toHaveCount(0)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page, 'market form read-only, dark')
    await lookAt(page, 'compliance-market-readonly-1280-dark', { fullPage: true })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.getByRole('link', { name: 'Back to Compliance' }).click()

    await openView(page, 'Regulators')
    await expect(nameLink(page, 'Regulators', 'UK Gambling Commission')).toBeVisible()
    await expect(page.getByRole('link', { name: 'New regulator' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)

    await openView(page, 'Blacklist')
    await expect(nameLink(page, 'Blacklist', 'Carpați Royal')).toBeVisible()
    await expect(page.getByRole('link', { name: 'New entry' })).toHaveCount(0)
    await nameLink(page, 'Blacklist', 'Carpați Royal').click()
    await expect(page.getByLabel('Source')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)

    // Phone and tablet: the market's form and the views fit.
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/compliance?view=markets')
      await expect(adminTable(page, 'Markets')).toBeVisible()
      await lookAt(page, `compliance-markets-${width}`, { fullPage: true })
      await page.goto(`/admin/compliance?edit=${await canadaId()}`)
      await expect(page.getByRole('heading', { name: 'Edit Canada' })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `the market form at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
      await lookAt(page, `compliance-market-form-${width}`, { fullPage: true })
    }
    await expectNoAxeViolations(page, 'market form read-only, 768 px, light')
  })
})

async function canadaId(): Promise<string> {
  const [canada] = await rest<{ id: string }[]>('/countries?select=id&slug=eq.ca')
  return canada!.id
}
