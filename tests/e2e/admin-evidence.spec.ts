/**
 * Compliance > Evidence against the production build: the e2e build kept every market's
 * prerendered pages (scripts/page-evidence.ts), and an analyst opens what UK visitors saw:
 * 'As seen on {date}', the market page as built (its listed brands, never the one without a
 * UK licence) inert in a sandboxed frame, another page of the build, the HTML to download;
 * at phone, tablet and desktop widths, axe clean.
 */
import { expect, expectNoSidewaysScroll, atEachWidth, signInAs, test } from './fixtures.ts'
import { expectNoAxeViolations } from './axe.ts'
import { lookAt } from './look-at.ts'

test.describe('compliance evidence', () => {
  test("an analyst opens what a market's visitors saw in the latest build", async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signInAs(page, 'analyst', '/admin/compliance')
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Compliance views' })
      .getByRole('link', { name: 'Evidence' })
      .click()
    await expect(page.getByText('Choose a market, then a build.')).toBeVisible()
    await page.getByLabel('Market').selectOption({ label: 'United Kingdom' })
    await expect(page).toHaveURL(/view=evidence&market=uk/)

    const builds = page.getByRole('navigation', { name: 'Builds of United Kingdom' })
    const latest = builds.getByRole('link', { name: /^As seen on \d{1,2} \w{3} \d{4}, / }).first()
    await expect(latest).toHaveAttribute('aria-current', 'page')
    const when = (await latest.textContent())!
    await expect(page.getByRole('heading', { level: 2, name: when })).toBeVisible()

    const frame = page.frameLocator(`iframe[title^="United Kingdom: /uk, as seen on"]`)
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(frame.locator('body')).not.toContainText('Grey Harbour Casino')
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', '')

    // Another page of the same build, by its link; the URL keeps it for Back and reload.
    await page
      .getByRole('navigation', { name: 'Pages of this build' })
      .getByRole('link', { name: '/uk/compare' })
      .click()
    await expect(page).toHaveURL(/page=%2Fuk%2Fcompare/)
    await expect(page.locator('iframe[title^="United Kingdom: /uk/compare"]')).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download HTML' }).click()
    expect((await download).suggestedFilename()).toMatch(/^uk-uk-compare-.*\.html$/)

    await expectNoAxeViolations(page, 'Compliance > Evidence')
    await atEachWidth(page, async (width) => {
      await expectNoSidewaysScroll(page, `Evidence at ${width} px`)
      await lookAt(page, `admin-evidence-${width}`)
    })
    expect(errors).toEqual([])
  })
})
