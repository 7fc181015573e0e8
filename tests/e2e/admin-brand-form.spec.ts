/**
 * The brand form as an editor, against the production build and a fresh local stack:
 * create a country with a flag and see its empty ranking, then a brand in it with a logo
 * uploaded through the form
 * and find it on the public ranking on a fresh load; change its bonus and see the change
 * on the next public load; axe on every tab; the live preview follows the typing; the
 * form usable at 375 px, and screenshots at 375, 768 and 1280 px.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { atEachWidth, expect, expectNoSidewaysScroll, signInAs, test } from './fixtures.ts'
import { expectNoAxeViolations } from './axe.ts'
import { serviceJson } from './service.ts'
import { lookAt } from './look-at.ts'

type TabName =
  'Basics' | 'Offer' | 'Scores' | 'Trust' | 'Licences' | 'Review' | 'Categories' | 'Logo'

/** The database with the local stack's service key: the test's own country, and cleanup. */
function tab(page: Page, name: TabName) {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) })
}

function preview(page: Page) {
  return page.frameLocator('iframe[title^="Brand card preview"]')
}

const suffix = Date.now().toString(36)
const FLAG = '🏝️'
// The public routes take two-letter country codes; no seeded country starts with x.
const country = {
  name: `Brandland ${suffix}`,
  slug: `x${String.fromCharCode(97 + (Date.now() % 26))}`,
}

test.afterAll(async () => {
  const [row] = (await serviceJson(`/rest/v1/countries?slug=eq.${country.slug}&select=id`)) as {
    id: string
  }[]
  if (!row) return
  const countryId = row.id
  const brands = (await serviceJson(
    `/rest/v1/brands?country_id=eq.${countryId}&select=brand_logo_url`,
  )) as { brand_logo_url: string | null }[]
  const logos = brands.flatMap(({ brand_logo_url: url }) =>
    url?.includes('/object/public/media/') ? [url.split('/object/public/media/')[1]!] : [],
  )
  if (logos.length > 0) {
    await serviceJson('/storage/v1/object/media', {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: logos }),
    })
  }
  await serviceJson(`/rest/v1/brands?country_id=eq.${countryId}`, { method: 'DELETE' })
  await serviceJson(`/rest/v1/countries?id=eq.${countryId}`, { method: 'DELETE' })
})

test.describe('admin brand form', () => {
  // Axe runs in the preview's frame too, on a machine shared with other runs.
  test.describe.configure({ timeout: 150_000 })

  test('an editor creates a brand with a logo, sees it ranked, and changes its bonus', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const name = `Test Spin ${suffix}`
    const bonus = `100% up to $${suffix.length}00 + 50 spins`

    await signInAs(page, 'editor')

    // The country, through the Countries form with a flag: its ranking exists at once (no
    // prerendered file yet: 404.html boots it), empty until a brand is added.
    await page.goto('/admin/countries?edit=new')
    await page.getByLabel('Name').fill(country.name)
    // The slug follows the name as it is typed; ours replaces it.
    await expect(page.getByLabel('Slug')).not.toHaveValue('')
    await page.getByLabel('Slug').fill(country.slug)
    await page.getByLabel('Flag').fill(FLAG)
    await page.getByLabel('Sort order').fill('99')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created ${country.name}.`)).toBeVisible()
    await page.goto(`/${country.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(country.name)
    await expect(page.getByText(`No active brands found for ${country.name}.`)).toBeVisible()

    await page.goto('/admin/brands')
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
    await page.getByRole('link', { name: 'New brand' }).click()
    await expect(page.getByRole('heading', { name: 'New brand' })).toBeVisible()

    // Saving an empty form: the errors are counted on their tab, which opens.
    await tab(page, 'Logo').click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(tab(page, 'Basics')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Basics')).toContainText('3 errors')
    await expect(page.getByLabel('Brand name')).toBeFocused()
    await lookAt(page, `brand-form-errors-1280`, { fullPage: true })

    // Basics: the slug follows the name; the preview follows the typing.
    await page.getByLabel('Brand name').fill(name)
    await expect(page.getByLabel('Slug')).toHaveValue(`test-spin-${suffix}`)
    await expect(preview(page).getByRole('heading', { name })).toBeVisible()
    await page.getByLabel('Country').selectOption({ label: country.name })
    // The first brand of its country: the preview shows it where visitors will, at rank 1.
    await expect(page.getByLabel('Shown at rank')).toHaveValue('1')
    await page.getByLabel('Destination URL').fill('https://casino.example/?btag={click_id}')
    await expect(tab(page, 'Basics')).not.toContainText('error')
    await expectNoAxeViolations(page, 'brand form, Basics')

    await tab(page, 'Offer').click()
    await page.getByLabel('Bonus text', { exact: true }).fill(bonus)
    await expect(preview(page).getByText(bonus)).toBeVisible()
    await expectNoAxeViolations(page, 'brand form, Offer')

    await tab(page, 'Scores').click()
    await page.getByLabel('Editor score').fill('97')
    await expect(preview(page).getByRole('button', { name: 'Editor score 97/100' })).toBeVisible()
    await expectNoAxeViolations(page, 'brand form, Scores')

    await tab(page, 'Trust').click()
    await page.getByLabel('SSL Encrypted').check()
    await page.getByRole('button', { name: 'Add a metric' }).click()
    await page.getByLabel('Metric 1 label').fill('Games')
    await page.getByLabel('Metric 1 value').fill('3,000+')
    await expectNoAxeViolations(page, 'brand form, Trust')

    // A new brand gets its licences once saved (admin-brand-licences.spec.ts adds one).
    await tab(page, 'Licences').click()
    await expect(page.getByText('Save the brand first')).toBeVisible()
    await expectNoAxeViolations(page, 'brand form, Licences of a new brand')

    await tab(page, 'Review').click()
    await page.getByRole('button', { name: 'Add a pro' }).click()
    await page.getByRole('textbox', { name: 'Pro 1' }).fill('Fast withdrawals')
    await expectNoAxeViolations(page, 'brand form, Review')

    await tab(page, 'Categories').click()
    await page.getByLabel('Slots', { exact: true }).check()
    await expectNoAxeViolations(page, 'brand form, Categories')

    // Logo: an SVG is refused with its reason; a PNG is uploaded and shown.
    await tab(page, 'Logo').click()
    const upload = page.getByLabel('Upload a logo')
    // The field states the media bucket's own rules.
    await expect(
      page.getByText(
        'JPEG, PNG, WebP, AVIF or GIF, at most 5 MB. It is stored in the media library.',
      ),
    ).toBeVisible()
    await upload.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    await expect(
      page.getByText('logo.svg: This type is not accepted here: use JPEG, PNG, WebP, AVIF or GIF.'),
    ).toBeVisible()
    const png = await sharp({
      create: { width: 240, height: 120, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer()
    await upload.setInputFiles({ name: 'test-logo.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText('Uploaded test-logo.png.')).toBeVisible()
    await expect(page.getByLabel('Logo URL')).toHaveValue(
      /\/storage\/v1\/object\/public\/media\/brands\/.+\.png$/,
    )
    const logoUrl = await page.getByLabel('Logo URL').inputValue()
    await expect(page.getByRole('img', { name: "The brand's logo" })).toHaveAttribute(
      'src',
      logoUrl,
    )
    await lookAt(page, `brand-form-logo-1280`, { fullPage: true })
    await expectNoAxeViolations(page, 'brand form, Logo')

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created ${name}.`)).toBeVisible()

    const [saved] = (await serviceJson(
      `/rest/v1/brands?brand_name=eq.${encodeURIComponent(name)}&select=id,brand_logo_url,trust_icons,metrics,pros,brand_categories(categories(slug))`,
    )) as {
      id: string
      brand_logo_url: string
      trust_icons: string[]
      metrics: unknown
      pros: string[]
      brand_categories: { categories: { slug: string } }[]
    }[]
    expect(saved).toMatchObject({
      brand_logo_url: logoUrl,
      trust_icons: ['ssl'],
      metrics: [{ label: 'Games', value: '3,000+' }],
      pros: ['Fast withdrawals'],
      brand_categories: [{ categories: { slug: 'slots' } }],
    })

    // The public ranking, fresh: the brand, its bonus and its uploaded logo.
    await page.goto(`/${country.slug}`)
    const card = page.getByRole('article', { name })
    await expect(card).toBeVisible()
    await expect(card.getByText(bonus)).toBeVisible()
    // Served resized through Storage's render endpoint.
    const rendered = logoUrl.replace('/object/public/', '/render/image/public/')
    const logo = card.locator(`img[src^="${rendered}?"]`)
    await expect(logo).toBeVisible()
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    // Change the bonus; the next public load shows it.
    const newBonus = `200% up to $${suffix.length}00`
    await page.goto(`/admin/brands?edit=${saved!.id}`)
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
    await tab(page, 'Offer').click()
    await page.getByLabel('Bonus text', { exact: true }).fill(newBonus)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved ${name}.`)).toBeVisible()
    await page.goto(`/${country.slug}`)
    await expect(page.getByRole('article', { name }).getByText(newBonus)).toBeVisible()

    expect(errors).toEqual([])
  })

  test('the form is usable at 375 px; looked at 375, 768 and 1280 px', async ({ page }) => {
    await signInAs(page, 'editor', '/admin/brands?edit=new')
    // One new form, typed into at each width: what it typed is cleared again before the next.
    const bonus = page.getByLabel('Bonus text', { exact: true })
    await atEachWidth(page, async (width) => {
      await expect(page.getByRole('heading', { name: 'New brand' })).toBeVisible()
      await tab(page, 'Basics').click()
      await page.getByLabel('Brand name').fill('Preview Palace')
      await tab(page, 'Offer').click()
      await bonus.fill('Up to $500')
      await expect(preview(page).getByText('Up to $500')).toBeVisible()
      // The page never scrolls sideways.
      await expectNoSidewaysScroll(page, `brand form at ${width} px`)
      for (const layout of ['Phone', 'Tablet', 'Desktop'] as const) {
        await page.getByRole('button', { name: layout, exact: true }).click()
        await expect(page.getByRole('button', { name: layout, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        )
        await lookAt(page, `brand-form-${width}-${layout.toLowerCase()}`, { fullPage: true })
      }
      await expectNoAxeViolations(page, `brand form, ${width} px`)
      // Back to what a new form shows: no bonus in the preview, the phone layout.
      await bonus.fill('')
      await expect(preview(page).getByText('Up to $500')).toHaveCount(0)
      await page.getByRole('button', { name: 'Phone', exact: true }).click()
    })

    // Clicks in the preview neither open the casino nor leave the form. What must happen
    // first: each click reaches the preview and is cancelled there. Only then is it telling
    // that no tab was opened and the URL is still the form's.
    await page.goto('/admin/brands?edit=new')
    await page.getByLabel('Brand name').fill('Preview Palace')
    await page.getByLabel('Destination URL').fill('https://casino.example/')
    await expect(preview(page).getByRole('link', { name: 'Get Bonus' })).toBeVisible()
    const popups: string[] = []
    page.on('popup', (popup) => popups.push(popup.url()))
    // The card's code runs in this page's window (the frame holds a portal): a tab it opens
    // goes through this window.open, synchronously inside the click.
    await page.evaluate(() => {
      const opened: string[] = []
      const open = window.open.bind(window)
      window.open = (...args) => {
        opened.push(String(args[0] ?? ''))
        return open(...args)
      }
      Object.assign(window, { openedTabs: opened })
    })
    // Each click the frame receives, read once its dispatch and default action are over.
    await preview(page)
      .locator('body')
      .evaluate(() => {
        const cancelled: boolean[] = []
        window.addEventListener(
          'click',
          (event) => setTimeout(() => cancelled.push(event.defaultPrevented)),
          true,
        )
        Object.assign(window, { previewClicks: cancelled })
      })
    await preview(page).getByRole('link', { name: 'Get Bonus' }).click()
    await preview(page).getByRole('link', { name: 'Read Review' }).click()
    await expect
      .poll(() =>
        preview(page)
          .locator('body')
          .evaluate(() => (window as unknown as { previewClicks: boolean[] }).previewClicks),
      )
      .toEqual([true, true])
    expect(
      await page.evaluate(() => (window as unknown as { openedTabs: string[] }).openedTabs),
    ).toEqual([])
    expect(await page.evaluate(() => `${location.pathname}${location.search}`)).toBe(
      '/admin/brands?edit=new',
    )
    expect(popups).toEqual([])
    await expect(page).toHaveURL(/\/admin\/brands\?edit=new$/)
  })
})
