/**
 * The dashboard's "Public pages" card and the edit page's history, against the production
 * build (which wrote build-info.json) and a fresh local stack: the card states when the
 * pages were built and counts a change made after it; 'Rebuild public pages' POSTs to the
 * deploy hook (a local stand-in server here) and says so; without a hook it says how to
 * rebuild; an analyst sees the figures only; a country's edit page lists its changes with
 * before and after. Axe on each screen; screenshots at 375, 768 and 1280 px.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { atEachWidth, expect, signInAs, test } from './fixtures.ts'
import { expectNoAxeViolations } from './axe.ts'
import { E2E_API_PORT } from './ports.ts'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { lookAt } from './look-at.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}/rest/v1`
const SUMMARY = /^Public pages built (just now|\d+ (seconds?|minutes?) ago); (\d+) changes? since$/

/** Writes with the local stack's service key, as an admin's tooling would. */
async function rest(method: string, query: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${API}/${query}`, {
    method,
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
      'content-type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${query}: ${response.status} ${await response.text()}`)
  return response.json()
}

const setHook = (value: string) => rest('PATCH', 'site_settings?key=eq.deploy_hook_url', { value })

function publicPages(page: Page) {
  return page.getByRole('region', { name: 'Public pages' })
}

async function changesSince(page: Page): Promise<number> {
  const line = publicPages(page).getByText(SUMMARY)
  await expect(line).toBeVisible()
  return Number(SUMMARY.exec((await line.textContent()) ?? '')![3])
}

test.describe('dashboard: public pages build', () => {
  test.afterEach(async () => {
    await setHook('')
  })

  test('states the build time and counts a change made after it', async ({ page }) => {
    await signInAs(page, 'editor')
    const before = await changesSince(page)
    await expect(publicPages(page).getByText('npm run build')).toBeVisible()

    const suffix = Date.now().toString(36)
    const [country] = (await rest('POST', 'countries', {
      name: `Buildland ${suffix}`,
      slug: `buildland-${suffix}`,
    })) as [{ id: string }]
    await page.reload()
    expect(await changesSince(page)).toBe(before + 1)
    await rest('DELETE', `countries?id=eq.${country.id}`)
    await page.reload()
    expect(await changesSince(page)).toBe(before + 2)
    await expectNoAxeViolations(page, 'dashboard')
  })

  test("'Rebuild public pages' calls the deploy hook", async ({ page }) => {
    const calls: string[] = []
    let status = 200
    const hook = http.createServer((req, res) => {
      calls.push(`${req.method} ${req.url}`)
      req.resume()
      res.writeHead(status).end('{}')
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    try {
      await setHook(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/site`)
      await signInAs(page, 'editor')
      const rebuild = publicPages(page).getByRole('button', { name: 'Rebuild public pages' })
      await expect(rebuild).toBeVisible()
      await expectNoAxeViolations(page, 'dashboard with the rebuild button')
      await lookAt(page, 'dashboard-rebuild-1280')
      await rebuild.click()
      await expect(page.getByText(/^Rebuild started/)).toBeVisible()
      expect(calls).toEqual(['POST /hooks/site'])

      status = 500
      await rebuild.click()
      await expect(page.getByText('The deploy hook refused the rebuild (HTTP 500).')).toBeVisible()

      // Keyboard: the button is reachable and works with Enter.
      await rebuild.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => calls.length).toBe(3)
    } finally {
      hook.closeAllConnections()
      await new Promise((resolve) => hook.close(resolve))
    }
  })

  test('an analyst sees the build time only', async ({ page }) => {
    await setHook('http://127.0.0.1:9/hook')
    await signInAs(page, 'analyst')
    await expect(publicPages(page).getByText(/^Public pages built [^;]+$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Rebuild public pages' })).toHaveCount(0)
    await expectNoAxeViolations(page, 'dashboard as an analyst')
  })

  test('the edit page shows the history, and the screens at 375, 768 and 1280 px', async ({
    page,
  }) => {
    test.setTimeout(90_000) // three widths, each with axe and two screenshots
    const suffix = Date.now().toString(36)
    const name = `Historyland ${suffix}`
    const [country] = (await rest('POST', 'countries', {
      name,
      slug: `historyland-${suffix}`,
      description: 'First words.',
    })) as [{ id: string }]
    try {
      await signInAs(page, 'editor', `/admin/countries?edit=${country.id}`)
      await page.getByLabel('Description').fill('Second words.')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(`Saved ${name}.`)).toBeVisible()

      await page.goto(`/admin/countries?edit=${country.id}`)
      const history = page.getByRole('list', { name: 'History' })
      const [changed, created] = [0, 1].map((index) => history.getByRole('listitem').nth(index))
      await expect(changed!).toContainText('Changed by editor@example.com (Editor)')
      await expect(changed!.getByText('First words.')).toBeVisible()
      await expect(changed!.getByText('Second words.')).toBeVisible()
      await expect(created!).toContainText('Created by System')

      // The form loaded just above, then the dashboard, each checked at every width.
      await atEachWidth(page, async (width) => {
        await expect(history.getByRole('listitem')).toHaveCount(2)
        await expectNoAxeViolations(page, `country form with history, ${width} px`)
        await lookAt(page, `country-history-${width}`, { fullPage: true })
      })
      await page.goto('/admin/dashboard')
      await atEachWidth(page, async (width) => {
        await expect(publicPages(page).getByText(SUMMARY)).toBeVisible()
        await lookAt(page, `dashboard-build-${width}`, { fullPage: true })
      })
    } finally {
      await rest('DELETE', `countries?id=eq.${country.id}`)
    }
  })
})
