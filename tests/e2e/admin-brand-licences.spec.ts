/**
 * Licences and offer rules (#26) in the brand form and the brand list, as an editor against
 * the production build and a fresh local stack: a licence added to a German brand whose
 * only licence expired puts it on /de at the next load, and removing it takes it off; an
 * offer above the United Kingdom's 10x wagering cap is named before saving and the
 * database refuses the save with the rule; the list's 'Not listable in {market}' filter
 * keeps Grey Harbour Casino with its reason; axe on the Licences and Offer tabs, the
 * licence dialog and the filtered list.
 */
import type { Page } from '@playwright/test'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  gotoReadingBrands,
  listedNames,
  signInAs,
  test,
} from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { serviceJson } from './service.ts'

type StoredBrand = {
  id: string
  brand_name: string
  wagering_multiple: number | null
  max_cashout: string | null
  updated_at: string
}

/** A phone, a tablet and a desktop. */
const WIDTHS = [390, 768, 1280] as const

const suffix = Date.now().toString(36).toUpperCase()
const LICENCE = `GGL-E2E-${suffix}`

async function brandBySlug(slug: string): Promise<StoredBrand> {
  const [brand] = (await serviceJson(
    `/rest/v1/brands?brand_slug=eq.${slug}&select=id,brand_name,wagering_multiple,max_cashout,updated_at`,
  )) as StoredBrand[]
  expect(brand, `the seeded brand ${slug}`).toBeDefined()
  return brand!
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) })
}

/** The brand's card on the public ranking page that is open. */
function card(page: Page, name: string) {
  return page.getByRole('article', { name })
}

/** Runs `check` in the dark theme, then goes back to the light one. */
async function inDarkTheme(page: Page, check: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await check()
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/dark/)
}

/** A date `days` from today (UTC), as a date field takes it. */
function dayFrom(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test.afterAll(async () => {
  // A failed run leaves no licence behind for the specs that read the seeded catalog.
  await serviceJson(`/rest/v1/brand_licences?licence_number=eq.${LICENCE}`, { method: 'DELETE' })
})

test.describe('brand licences and offer rules', () => {
  test.describe.configure({ timeout: 150_000 })

  test('an editor licenses a German brand: it appears on /de, and is gone once removed', async ({
    page,
  }) => {
    const brand = await brandBySlug('nordlicht-slots')

    // Its only licence expired: visitors of /de do not see it.
    await gotoReadingBrands(page, '/de')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(card(page, brand.brand_name)).toHaveCount(0)

    await signInAs(page, 'editor', `/admin/brands?edit=${brand.id}`)
    await expect(page.getByRole('heading', { name: `Edit ${brand.brand_name}` })).toBeVisible()
    await tab(page, 'Licences').click()
    const status = page.getByRole('status').filter({ hasText: 'listable in Germany' })
    await expect(status).toHaveText(/Not listable in Germany today: Licence expired/)
    const expired = page.getByRole('listitem').filter({ hasText: 'GGL-2023-0417' })
    await expect(expired.getByText('Expired', { exact: true })).toBeVisible()
    await expect(
      page.getByText('A licence is saved as soon as you add, change or remove it', {
        exact: false,
      }),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'brand form, Licences')
    await inDarkTheme(page, () => expectNoAxeViolations(page, 'brand form, Licences, dark'))
    await atEachWidth(
      page,
      async (width) => {
        await expect(page.getByRole('button', { name: 'Add a licence' })).toBeVisible()
        await expectNoSidewaysScroll(page, `Licences tab at ${width} px`)
        await lookAt(page, `brand-licences-${width}`, { fullPage: true })
      },
      WIDTHS,
    )

    // Add a licence valid since yesterday, with no end.
    // By keyboard: the button opens the dialog, Enter in a field submits it.
    await page.getByRole('button', { name: 'Add a licence' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add a licence' })
    await dialog
      .getByLabel('Regulator')
      .selectOption({ label: 'Gemeinsame Glücksspielbehörde der Länder (GGL) (accepted here)' })
    // The regulator's register is proposed as the entry.
    await expect(dialog.getByLabel('Register URL')).toHaveValue(/^https:\/\/www\.gluecksspiel/)
    await dialog.getByLabel('Licence number').fill(LICENCE)
    await dialog.getByLabel('Valid from').fill(dayFrom(-1))
    await expectNoAxeViolations(page, 'licence dialog', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, 'brand-licence-dialog-1280')
    await dialog.getByLabel('Licence number').press('Enter')
    await expect(page.getByText(`Added licence ${LICENCE}.`)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(status).toHaveText(/Listable in Germany today\./)
    const added = page.getByRole('listitem').filter({ hasText: LICENCE })
    await expect(added.getByText('Valid today')).toBeVisible()
    // Saved on its own: the brand's form did not submit, the brand was not saved.
    await expect(page.getByRole('heading', { name: `Edit ${brand.brand_name}` })).toBeVisible()
    expect((await brandBySlug('nordlicht-slots')).updated_at).toBe(brand.updated_at)

    // The next public load lists it.
    await gotoReadingBrands(page, '/de')
    await expect(card(page, brand.brand_name)).toBeVisible()

    // Removed: it is gone from /de again.
    await page.goto(`/admin/brands?edit=${brand.id}`)
    await tab(page, 'Licences').click()
    await page.getByRole('button', { name: `Remove licence ${LICENCE}` }).click()
    await page
      .getByRole('dialog', { name: `Remove licence ${LICENCE}?` })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(page.getByText(`Removed licence ${LICENCE}.`)).toBeVisible()
    await expect(status).toHaveText(/Not listable in Germany today: Licence expired/)
    await expect(page.getByRole('listitem').filter({ hasText: LICENCE })).toHaveCount(0)

    await gotoReadingBrands(page, '/de')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(card(page, brand.brand_name)).toHaveCount(0)
  })

  test("an offer above the UK's wagering cap is named before saving and refused on save", async ({
    page,
  }) => {
    // The UK's inactive demo brand, as a draft whose offer asks 35x (a draft may break the
    // rules): activating it is the save the database refuses.
    const [draft] = (await serviceJson(
      `/rest/v1/brands?select=brand_slug,countries!inner(slug)&countries.slug=eq.uk&is_active=is.false&order=sort_order.asc&limit=1`,
    )) as { brand_slug: string }[]
    const brand = await brandBySlug(draft!.brand_slug)
    await serviceJson(`/rest/v1/brands?id=eq.${brand.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ wagering_multiple: 35 }),
    })
    try {
      const before = await brandBySlug(draft!.brand_slug)
      await signInAs(page, 'editor', `/admin/brands?edit=${brand.id}`)
      await expect(page.getByRole('heading', { name: `Edit ${brand.brand_name}` })).toBeVisible()
      await tab(page, 'Offer').click()
      const rules = page.getByRole('region', { name: 'Rules of United Kingdom' })
      const broken = rules.getByRole('listitem')
      await expect(broken).toHaveText(['Wagering of 35x is above the cap of 10x'])
      await expect(rules).toContainText(
        'it saves as inactive, and can be activated once it meets them',
      )
      await expectNoAxeViolations(page, 'brand form, Offer')

      // Checked again by the database as the values change.
      const wagering = page.getByLabel('Wagering (times)')
      await wagering.fill('9')
      await expect(rules).toContainText('Meets the rules of United Kingdom')
      await wagering.fill('35')
      await expect(broken).toHaveText(['Wagering of 35x is above the cap of 10x'])

      // Activated, it is refused with the rule named; nothing typed is lost.
      await tab(page, 'Basics').click()
      await page.getByLabel('Active').check()
      await tab(page, 'Offer').click()
      await expect(rules).toContainText('an active brand is saved only once it meets them')
      await inDarkTheme(page, () => expectNoAxeViolations(page, 'brand form, Offer rules, dark'))
      await atEachWidth(
        page,
        async (width) => {
          await expect(broken).toBeVisible()
          await expectNoSidewaysScroll(page, `Offer tab at ${width} px`)
          await lookAt(page, `brand-offer-rules-${width}`, { fullPage: true })
        },
        WIDTHS,
      )
      await page.getByRole('button', { name: 'Save' }).click()
      const refusal =
        'The offer breaks a rule of United Kingdom: Wagering of 35x is above the cap of 10x'
      await expect(rules.getByText(`Not saved: ${refusal}`)).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Not saved' }).first()).toContainText(
        refusal,
      )
      await expect(tab(page, 'Offer')).toHaveAttribute('aria-selected', 'true')
      await expect(wagering).toHaveValue('35')
      await lookAt(page, 'brand-offer-refused-1280', { fullPage: true })
      await expectNoAxeViolations(page, 'brand form, Offer refused')
      const stored = await brandBySlug(draft!.brand_slug)
      expect(stored.updated_at).toBe(before.updated_at)
    } finally {
      await serviceJson(`/rest/v1/brands?id=eq.${brand.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ wagering_multiple: brand.wagering_multiple, is_active: false }),
      })
    }
  })

  test("35x typed into an active UK brand's offer is named, and the save refused", async ({
    page,
  }) => {
    const [first] = (await serviceJson(
      `/rest/v1/brands?select=brand_slug,countries!inner(slug)&countries.slug=eq.uk&is_active=is.true&market_block=is.null&order=sort_order.asc&limit=1`,
    )) as { brand_slug: string }[]
    const brand = await brandBySlug(first!.brand_slug)

    await signInAs(page, 'editor', `/admin/brands?edit=${brand.id}`)
    await expect(page.getByRole('heading', { name: `Edit ${brand.brand_name}` })).toBeVisible()
    await tab(page, 'Offer').click()
    const rules = page.getByRole('region', { name: 'Rules of United Kingdom' })
    await expect(rules).toContainText('Meets the rules of United Kingdom')
    await page.getByLabel('Wagering (times)').fill('35')
    await page.getByLabel('Maximum cashout').fill('£500')
    await expect(rules.getByRole('listitem')).toHaveText([
      'Wagering of 35x is above the cap of 10x',
    ])

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      rules.getByText(
        'Not saved: The offer breaks a rule of United Kingdom: Wagering of 35x is above the cap of 10x',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Wagering (times)')).toHaveValue('35')
    await expect(page.getByLabel('Maximum cashout')).toHaveValue('£500')
    const stored = await brandBySlug(first!.brand_slug)
    expect(stored.wagering_multiple).toBe(brand.wagering_multiple)
    expect(stored.updated_at).toBe(brand.updated_at)

    // Within the cap it saves, the terms with it; then put back as it was.
    await page.getByLabel('Wagering (times)').fill('10')
    await expect(rules).toContainText('Meets the rules of United Kingdom')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved ${brand.brand_name}.`)).toBeVisible()
    const saved = (await serviceJson(
      `/rest/v1/brands?id=eq.${brand.id}&select=wagering_multiple,max_cashout`,
    )) as { wagering_multiple: number; max_cashout: string }[]
    expect(saved).toEqual([{ wagering_multiple: 10, max_cashout: '£500' }])
    await serviceJson(`/rest/v1/brands?id=eq.${brand.id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        wagering_multiple: brand.wagering_multiple,
        max_cashout: brand.max_cashout,
      }),
    })
  })

  test("'Not listable in United Kingdom' lists Grey Harbour Casino with its reason", async ({
    page,
  }) => {
    await signInAs(page, 'editor', '/admin/brands')
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
    await page
      .getByLabel('Listable', { exact: true })
      .selectOption({ label: 'Not listable in United Kingdom' })
    await expect(page).toHaveURL(/[?&]unlisted=uk(&|$)/)
    await expect.poll(() => listedNames(page, 'Brands')).toEqual(['Grey Harbour Casino'])
    const row = adminTable(page, 'Brands').getByRole('row', { name: /Grey Harbour Casino/ })
    await expect(row.getByText('No licence for United Kingdom', { exact: true })).toBeVisible()

    // In the URL: a reload shows the same view.
    await page.reload()
    await expect.poll(() => listedNames(page, 'Brands')).toEqual(['Grey Harbour Casino'])
    await expectNoAxeViolations(page, 'brands list, not listable in the UK')

    // Every market at once: the other demo brands kept out, each with its reason.
    await page.goto('/admin/brands?unlisted=any')
    const table = adminTable(page, 'Brands')
    await expect(
      table.getByRole('row', { name: /Nordlicht Slots/ }).getByText('Licence expired'),
    ).toBeVisible()
    await expect(
      table.getByRole('row', { name: /Carpați Royal/ }).getByText('Blacklisted in Romania'),
    ).toBeVisible()
    await lookAt(page, 'brands-not-listable-1280', { fullPage: true })
    await inDarkTheme(page, () => expectNoAxeViolations(page, 'brands list, not listable, dark'))

    await page.goto('/admin/brands?unlisted=uk')
    await atEachWidth(
      page,
      async (width) => {
        await expect(page.getByText('No licence for United Kingdom').first()).toBeVisible()
        await expectNoSidewaysScroll(page, `not listable list at ${width} px`)
        await lookAt(page, `brands-not-listable-${width}`, { fullPage: true })
      },
      WIDTHS,
    )
  })
})
