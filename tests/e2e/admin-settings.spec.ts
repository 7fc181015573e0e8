/**
 * /admin/settings as an admin against the production build and a fresh local stack: a
 * change saved with 'Save' shows 'Saved', a value the rules refuse stays on its field;
 * the public footer shows the helpline of the page's country (Canada's on /ca, Sweden's on
 * /se); axe and screenshots at phone, tablet and desktop widths.
 */
import { expect, signInAs, test } from './fixtures.ts'
import { expectNoAxeViolations } from './axe.ts'

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/admin-settings'

test.describe('admin settings', () => {
  test('an admin changes a setting and sees Saved; a wrong time zone is refused on its field', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const siteName = page.getByLabel('Site name')
    await expect(siteName).toHaveValue('CasinoCompass')
    await expect(page.getByRole('group', { name: 'Tracking' })).toContainText(
      'Takes effect at once.',
    )

    await page.getByLabel('Response time').fill('12-24 hours')
    await page.getByLabel('Bot IP ranges').fill('198.18.0.0/15')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Response time')).toHaveValue('12-24 hours')
    await expect(page.getByLabel('Bot IP ranges')).toHaveValue('198.18.0.0/15')

    await page.getByLabel('Time zone').fill('Mars/Olympus_Mons')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter an IANA time zone such as Europe/Stockholm.')).toBeVisible()
    await expect(page.getByLabel('Time zone')).toBeFocused()

    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, `settings at ${width} px`)
      await page.screenshot({ path: `${SHOTS}/settings-${width}.png`, fullPage: true })
    }
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
})
