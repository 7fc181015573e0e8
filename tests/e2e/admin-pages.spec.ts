/**
 * /admin/pages as an editor, against the production build and a fresh local stack: create
 * a page (slug proposed from the title, a slug a route takes refused, live preview, footer
 * link) and see it at /{slug} with its Markdown rendered and its raw HTML inert (a page
 * created after the build renders from 404.html); edit it; unpublish it and visitors get
 * the 404 page; delete it with 'Delete'. An edit to /about's text shows on /about at once. axe on the list, the form and the delete dialog;
 * phone, tablet and desktop widths (screenshots: look-at.ts).
 */
import type { Page } from '@playwright/test'
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

const pagesTable = (page: Page) => adminTable(page, 'Pages')

/** A page's title link in the list (not its 'Edit …' action). */
function titleLink(page: Page, title: string) {
  return pagesTable(page).getByRole('link', { name: title, exact: true })
}

const HOSTILE =
  '<script>window.__pwned = 1</script>\n\nInline <img src=x onerror="window.__pwned = 2"> too.'

test.describe('admin pages', () => {
  test('an editor creates a page, sees it at its slug, edits, unpublishes and deletes it', async ({
    page,
  }) => {
    test.slow()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const suffix = Date.now().toString(36)
    const title = `Responsible Gambling ${suffix}`
    const slug = `responsible-gambling-${suffix}`

    await signInAs(page, 'editor')
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Pages' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
    await expect(titleLink(page, 'About Us')).toBeVisible()
    await expectNoAxeViolations(page, 'pages list')

    // Create: the slug follows the title; a route's slug is refused on its field.
    await page.getByRole('link', { name: 'New page' }).click()
    await page.getByLabel('Title', { exact: true }).fill(title)
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Slug').fill('reviews')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByText('This slug is taken: /reviews is a route of the site.'),
    ).toBeVisible()
    await page.getByLabel('Slug').fill(slug)
    await page
      .getByLabel('Content')
      .fill(
        `# Getting help\n\n**Set limits** before you play.\n\n## Who to call\n\n- GamCare\n- BeGambleAware\n\n${HOSTILE}`,
      )
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview.getByRole('heading', { level: 2, name: 'Getting help' })).toBeVisible()
    await expect(preview.getByText('<script>window.__pwned = 1</script>')).toBeVisible()
    await page.getByLabel('Meta title').fill('Responsible gambling')
    await page
      .getByLabel('Meta description')
      .fill('Where to find help when gambling stops being fun.')
    await expect(page.getByRole('region', { name: 'In search results' })).toContainText(
      'Responsible gambling | CasinoCompass',
    )
    await page.getByLabel('Published').check()
    await expect(page.getByText(`Visitors see it at /${slug} now`)).toBeVisible()
    await page.getByLabel('Show in footer').check()
    await page.getByLabel('Sort order').fill('8')
    await expectNoAxeViolations(page, 'new page form')
    await lookAt(page, `pages-new`, { fullPage: true })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Created ${title}: visitors see it at /${slug} now.`)).toBeVisible()

    // The public page: no build since, so 404.html renders it in the browser.
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // '# ' is a heading under the page's h1 title, '## ' one below it, drawn as headings.
    const heading = page.getByRole('heading', { level: 2, name: 'Getting help' })
    await expect(heading).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Who to call' })).toBeVisible()
    const size = (locator: typeof heading) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(await size(heading)).toBeGreaterThan(
      await size(page.getByRole('article').getByText('before you play')),
    )
    await expect(page.getByRole('article').getByText('Set limits')).toHaveJSProperty(
      'tagName',
      'STRONG',
    )
    await expect(page.getByText('<script>window.__pwned = 1</script>')).toBeVisible()
    expect(await page.locator('article script, article img').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await expect(page).toHaveTitle('Responsible gambling | CasinoCompass')
    await lookAt(page, `pages-public`, { fullPage: true })

    // Edit the title: the public page follows.
    await page.goto('/admin/pages')
    await searchList(page, 'Pages', slug)
    await titleLink(page, title).click()
    await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible()
    await page.getByLabel('Title', { exact: true }).fill(`${title} (edited)`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved ${title} (edited)`)).toBeVisible()
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: `${title} (edited)` })).toBeVisible()

    // Unpublish: visitors get the 404 page.
    await page.goto('/admin/pages')
    await searchList(page, 'Pages', slug)
    await titleLink(page, `${title} (edited)`).click()
    await page.getByLabel('Published').uncheck()
    await expect(page.getByText(/Unpublished on save: visitors get 'Page not found'/)).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(`Saved ${title} (edited) (draft).`)).toBeVisible()
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()

    // Delete with the dialog.
    await page.goto('/admin/pages')
    await searchList(page, 'Pages', slug)
    await page.getByRole('button', { name: `Delete ${title} (edited)` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${title} (edited)?` })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, 'delete dialog open', { waive: MODAL_LAYER_WAIVERS })
    await lookAt(page, `pages-delete-dialog`)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Deleted ${title} (edited).`)).toBeVisible()
    await expect(page.getByText('Nothing matches this search')).toBeVisible()

    expect(errors).toEqual([])
  })

  test("an editor edits /about's text and visitors see it on /about", async ({ page }) => {
    const line = `We answer every message personally (${Date.now().toString(36)}).`
    await signInAs(page, 'editor', '/admin/pages')
    await titleLink(page, 'About Us').click()
    await expect(page.getByRole('heading', { name: 'Edit About Us' })).toBeVisible()
    const content = page.getByLabel('Content')
    const original = await content.inputValue()
    await content.fill(`${original}\n\n${line}`)
    await expect(page.getByRole('region', { name: 'Preview' }).getByText(line)).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved About Us')).toBeVisible()

    // The prerendered /about reads its row again once loaded: the edit shows at once.
    await page.goto('/about')
    await expect(page.getByRole('article').getByText(line)).toBeVisible()

    // Put the text back for the other specs.
    await page.goto('/admin/pages')
    await titleLink(page, 'About Us').click()
    await page.getByLabel('Content').fill(original)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved About Us')).toBeVisible()
  })

  test('the list and the form are usable at 375, 768 and 1280 px', async ({ page }) => {
    test.slow()
    await signInAs(page, 'editor', '/admin/pages')
    // The list loaded once; at each width the form is opened from it and left again.
    await atEachWidth(page, async (width) => {
      await expect(titleLink(page, 'About Us')).toBeVisible()
      await expectNoSidewaysScroll(page, `pages list at ${width} px`)
      await lookAt(page, `pages-list-${width}`, { fullPage: true })

      await titleLink(page, 'About Us').click()
      await expect(page.getByRole('heading', { name: 'Edit About Us' })).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Who we are' }),
      ).toBeVisible()
      if (width >= 1024) {
        // Side by side, the Content box and the preview's box end on the same line.
        const bottom = (locator: ReturnType<Page['locator']>) =>
          locator.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))
        expect(await bottom(page.getByLabel('Content'))).toBe(
          await bottom(page.getByRole('region', { name: 'Preview' }).locator('> div')),
        )
      }
      await expectNoSidewaysScroll(page, `page form at ${width} px`)
      await expectNoAxeViolations(page, `page form, ${width} px`)
      await lookAt(page, `pages-form-${width}`, { fullPage: true })
      await page.getByRole('link', { name: 'Back to Pages' }).click()
    })
  })
})
