/**
 * /admin/postbacks and /admin/test-postback against the production build and a fresh local
 * stack: an admin creates a source from a preset, sees its secret once and copies its URL,
 * rotates the secret with a grace period, deletes the source and undoes that (back with its
 * secret); Test Postback fires for a real click (the URL shows a placeholder until the send
 * issues the test token; 'accepted' with the linked click, then 'duplicate', then 'rejected'
 * with a wrong token); an analyst
 * reads and filters the log, opens a request, and can neither send tests nor see secrets;
 * axe and 375/768/1280 px throughout (screenshots: look-at.ts).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expectNoAxeViolations, MODAL_LAYER_WAIVERS } from './axe.ts'
import {
  adminTable,
  atEachWidth,
  expect,
  expectNoSidewaysScroll,
  signInAs,
  test,
} from './fixtures.ts'
import { E2E_API_PORT } from './ports.ts'
import { lookAt } from './look-at.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}`
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A click recorded as a visitor's tab records one (anon, record_click): the id the server issued. */
async function recordClick(page: Page): Promise<string> {
  const brands = await page.request.get(
    `${API}/rest/v1/brands?select=id&is_active=eq.true&limit=1`,
    {
      headers: { apikey: localApiKeys.anonKey },
    },
  )
  const [brand] = (await brands.json()) as { id: string }[]
  const visitor = `e2epb${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const response = await page.request.post(`${API}/rest/v1/rpc/record_click`, {
    headers: {
      apikey: localApiKeys.anonKey,
      'content-type': 'application/json',
      'user-agent': CHROME,
    },
    data: { p_click: { brand_id: brand!.id, user_id: `u-${visitor}`, session_id: `s-${visitor}` } },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as string
}

test.describe('admin postbacks', () => {
  // Several screens per test, each checked with axe, on a machine shared with other runs.
  test.describe.configure({ timeout: 120_000 })

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

    test('an admin creates a source from a preset, copies its URL and rotates its secret', async ({
      page,
    }) => {
      const suffix = Date.now().toString(36)
      const name = `Affise network ${suffix}`
      await signInAs(page, 'admin', '/admin/postbacks')
      await expect(page.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible()
      await expect(
        adminTable(page, 'Postback sources').getByRole('link', { name: 'Demo Affiliate Network' }),
      ).toBeVisible()

      await page.getByRole('link', { name: 'New source' }).click()
      await page.getByLabel('Preset').selectOption('affise')
      // The slug follows the name as it is typed.
      await page.getByLabel('Name').fill(name)
      await expect(page.getByLabel('Slug')).toHaveValue(`affise-network-${suffix}`)
      // An allowlist entry that is not an address is refused on its field.
      await page.getByLabel('Allowed IPs').fill('203.0.113.0/24\nnot-an-ip')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('"not-an-ip" is not an IP address or CIDR range.')).toBeVisible()
      await page.getByLabel('Allowed IPs').fill('203.0.113.0/24\n2001:db8:1:2::/64')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(`Created ${name}. Copy its secret now.`)).toBeVisible()

      // The secret, once, and the URL with Affise's macros and that secret.
      const secret = (await page.getByTestId('revealed-secret').textContent())!
      expect(secret).toMatch(/^pbs_[A-Za-z0-9_-]{43}$/)
      const url = page.getByTestId('postback-url')
      await expect(url).toContainText(`/functions/v1/postback/affise-network-${suffix}?`)
      await expect(url).toContainText('click_id={sub1}&event={goal}&payout={sum}')
      await expect(url).toContainText(`transaction_id={transactionid}&token=${secret}`)
      await page.getByRole('button', { name: 'Copy URL' }).click()
      await expect(page.getByText('Postback URL copied.')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await url.textContent(),
      )
      await expectNoAxeViolations(page, 'new source with its secret')

      // Never shown again: after a reload the URL has a placeholder.
      await page.reload()
      await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
      await expect(page.getByTestId('revealed-secret')).toHaveCount(0)
      await expect(page.getByTestId('postback-url')).toContainText('token={your-secret}')
      await expect(page.getByText(/^Issued .*Only its hash is stored/)).toBeVisible()

      // Rotation with a grace period.
      await page.getByLabel('Grace period').selectOption('24')
      await page.getByRole('button', { name: 'Rotate secret' }).click()
      const dialog = page.getByRole('dialog', { name: 'Rotate the secret?' })
      await expect(dialog).toContainText('keeps working for 24 hours')
      await expectNoAxeViolations(page, 'rotate dialog', { waive: MODAL_LAYER_WAIVERS })
      await dialog.getByRole('button', { name: 'Rotate' }).click()
      await expect(page.getByText('Secret rotated.')).toBeVisible()
      const rotated = (await page.getByTestId('revealed-secret').textContent())!
      expect(rotated).toMatch(/^pbs_/)
      expect(rotated).not.toBe(secret)
      await expect(page.getByText(/The previous secret is accepted until/)).toBeVisible()

      // Delete, then Undo: the source is back as it was, with its secret (still issued).
      await page.getByRole('button', { name: 'Delete', exact: true }).click()
      const deleteDialog = page.getByRole('dialog', { name: `Delete ${name}?` })
      await expect(deleteDialog).toContainText('comes back with the same secret')
      await expectNoAxeViolations(page, 'delete source dialog', { waive: MODAL_LAYER_WAIVERS })
      await deleteDialog.getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByText(`Deleted ${name}.`)).toBeVisible()
      const sources = adminTable(page, 'Postback sources')
      await expect(sources.getByRole('link', { name })).toHaveCount(0)
      await page.getByRole('button', { name: 'Undo' }).click()
      await expect(page.getByText('Restored.')).toBeVisible()
      await sources.getByRole('link', { name }).click()
      await expect(page.getByLabel('Preset')).toHaveValue('affise')
      await expect(page.getByLabel('Allowed IPs')).toHaveValue('203.0.113.0/24\n2001:db8:1:2::/64')
      await expect(page.getByText(/^Issued .*Only its hash is stored/)).toBeVisible()
      await expect(page.getByText(/The previous secret is accepted until/)).toBeVisible()
    })
  })

  test('Test Postback fires for a real click: accepted and linked, then duplicate, then rejected', async ({
    page,
  }) => {
    const clickId = await recordClick(page)
    await signInAs(page, 'admin', '/admin/test-postback')
    await expect(page.getByRole('heading', { level: 1, name: 'Test Postback' })).toBeVisible()
    await page.getByLabel('Source').selectOption({ label: 'Demo Affiliate Network' })
    await page.getByLabel('Click id', { exact: true }).fill(clickId)
    await page.getByLabel('Event').selectOption('ftd')
    await page.getByLabel('Payout').fill('40')
    await page.getByLabel('Currency').fill('USD')
    const transactionId = await page.getByLabel('Transaction id').inputValue()
    expect(transactionId).toMatch(/^test-/)
    const url = page.getByTestId('test-postback-url')
    await expect(url).toContainText(`click_id=${clickId}`)
    await expect(url).toContainText('&token={test-token}')
    await expect(url).not.toContainText('local-demo-postback-secret')

    await page.getByRole('button', { name: 'Send test postback' }).click()
    await expect(page.getByTestId('test-http-status')).toHaveText('200')
    await expect(page.getByTestId('test-body')).toHaveText('{"status":"accepted"}')
    const result = page.getByRole('region', { name: 'Result' })
    await expect(result.getByTestId('test-called-url')).toContainText(
      new RegExp(`click_id=${clickId}&.*&token=pbt_`),
    )
    await expect(result.getByText('Yes (Test Postback)')).toBeVisible()
    await expect(result.getByRole('link', { name: 'Open the click' })).toHaveAttribute(
      'href',
      `/admin/click-log?click=${clickId}`,
    )
    await expectNoAxeViolations(page, 'test postback, accepted')

    await page.getByRole('button', { name: 'Send test postback' }).click()
    await expect(page.getByTestId('test-body')).toHaveText('{"status":"duplicate"}')

    await page.getByLabel('Send with a wrong token').check()
    await page.getByRole('button', { name: 'New id' }).click()
    await page.getByRole('button', { name: 'Send test postback' }).click()
    await expect(page.getByTestId('test-http-status')).toHaveText('401')
    await expect(page.getByTestId('test-body')).toHaveText(
      '{"status":"rejected","reason":"bad token"}',
    )
  })

  test('an analyst reads and filters the log, and cannot send tests or see secrets', async ({
    page,
  }) => {
    await signInAs(page, 'analyst', '/admin/postbacks')
    await expect(page.getByRole('link', { name: 'New source' })).toHaveCount(0)
    await adminTable(page, 'Postback sources')
      .getByRole('link', { name: 'Demo Affiliate Network' })
      .click()
    await expect(page.getByRole('heading', { name: 'Edit Demo Affiliate Network' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Secret' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
    await expect(page.getByTestId('postback-url')).toContainText('token={your-secret}')

    await page.goto('/admin/postbacks')
    await page.getByRole('link', { name: 'Postback log' }).click()
    const log = adminTable(page, 'Postback log')
    await expect(log).toBeVisible()
    await page.getByLabel('Status').selectOption('accepted')
    await expect(page).toHaveURL(/status=accepted/)
    // Right after the URL changed the unfiltered rows may still show: polled.
    const badges = log.locator('tbody [data-slot="badge"]:not(:text("test"))')
    await expect
      .poll(async () => [...new Set(await badges.allTextContents())])
      .toEqual(['accepted'])
    await expectNoAxeViolations(page, 'postback log, filtered')

    await log
      .getByRole('link', { name: /^Details of the postback/ })
      .first()
      .click()
    const panel = page.getByRole('dialog', { name: 'Postback' })
    await expect(panel.getByRole('heading', { name: 'Raw request' })).toBeVisible()
    await expect(panel).not.toContainText('local-demo-postback-secret')
    await expect(panel.getByRole('link', { name: 'Open the click' })).toHaveAttribute(
      'href',
      /\/admin\/click-log\?click=/,
    )
    await expectNoAxeViolations(page, 'postback detail', { waive: MODAL_LAYER_WAIVERS })
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)

    // Admins only: no link in the sidebar, and the page refuses.
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Test Postback' }),
    ).toHaveCount(0)
    await page.goto('/admin/test-postback')
    await expect(page.getByRole('heading', { name: 'No access to Test Postback' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send test postback' })).toHaveCount(0)
  })

  test('the lists, the form and the console at 375, 768 and 1280 px', async ({ page }) => {
    await signInAs(page, 'admin')
    const views = [
      ['sources', '/admin/postbacks'],
      ['log', '/admin/postbacks?view=log'],
      ['test', '/admin/test-postback'],
    ] as const
    for (const [view, path] of views) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await atEachWidth(page, async (width) => {
        await expectNoSidewaysScroll(page, `${view} at ${width} px`)
        await expectNoAxeViolations(page, `${view}, ${width} px`)
        await lookAt(page, `postbacks-${view}-${width}`, { fullPage: true })
      })
    }
    await page.goto('/admin/postbacks')
    await adminTable(page, 'Postback sources')
      .getByRole('link', { name: 'Demo Affiliate Network' })
      .click()
    await expect(page.getByRole('heading', { name: 'Edit Demo Affiliate Network' })).toBeVisible()
    await atEachWidth(page, async (width) => {
      await expectNoAxeViolations(page, `source form, ${width} px`)
      await lookAt(page, `postbacks-form-${width}`, { fullPage: true })
    })
  })
})
