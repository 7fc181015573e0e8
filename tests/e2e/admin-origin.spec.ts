/**
 * The admin apart from third-party script (issue 24): the build's two sites on two origins,
 * as tests/e2e/serve.ts serves them (scripts/sites.ts). The admin's origin answers with a
 * strict Content-Security-Policy and loads no code snippet, while the public pages run the
 * active snippet every e2e site carries (snippet.ts); the public origin's /admin redirects
 * to the admin's; and a staff sign-in leaves nothing in the public origin's storage.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures.ts'
import { E2E_ADMIN_URL, E2E_API_PORT, E2E_SITE_URL as PUBLIC_URL } from './ports.ts'
import { E2E_SNIPPET } from './snippet.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}`
const REVERSE_GEOCODE = /reverse-geocode|bigdatacloud/

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(/;\s*/).map((directive) => {
      const [name = '', ...values] = directive.split(/\s+/)
      return [name, values]
    }),
  )
}

/**
 * Every request to the snippet's origin, with the page that made it; answered with a script
 * that marks the page it ran on (nothing listens there otherwise).
 */
async function watchSnippet(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  await context.route(`${E2E_SNIPPET.origin}/**`, (route) => {
    requests.push(route.request().frame().url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.snippetRan = "yes"',
    })
  })
  return requests
}

/** Every Content-Security-Policy violation the page reports on the console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Each storage entry of the page's origin, local and session. */
function storedEntries(page: Page): Promise<[string, string][]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key): [string, string] => [key, storage.getItem(key) ?? '']),
    ),
  )
}

test.describe('the admin on an origin of its own', () => {
  test('the admin origin answers with the strict policy, which names no snippet origin', async ({
    request,
  }) => {
    for (const path of ['/admin/login', '/admin/brands', '/']) {
      const response = await request.get(`${E2E_ADMIN_URL}${path}`, { maxRedirects: 0 })
      const policy = response.headers()['content-security-policy'] ?? ''
      expect(directives(policy), path).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', `${API}/storage/v1/`, 'https:'],
        'connect-src': ["'self'", API, `ws://127.0.0.1:${E2E_API_PORT}`],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      })
      expect(policy, path).not.toContain(E2E_SNIPPET.origin)
    }
    // The public pages' policy does allow the snippet: the two sites differ there.
    const publicPolicy = (await request.get(`${PUBLIC_URL}/ca`)).headers()[
      'content-security-policy'
    ]
    expect(directives(publicPolicy ?? '')['script-src']).toContain(E2E_SNIPPET.origin)
  })

  test('a public page runs the snippet; the admin origin neither loads nor injects it', async ({
    page,
    context,
  }) => {
    const requests = await watchSnippet(context)
    const violations = watchViolations(page)

    await page.goto('/ca')
    await expect(page.locator(E2E_SNIPPET.marker)).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('data-snippet-ran', 'yes')
    expect(requests).toEqual([`${PUBLIC_URL}/ca`])

    requests.length = 0
    const shell = await page.request.get(`${E2E_ADMIN_URL}/admin/login`)
    expect(await shell.text()).not.toContain(E2E_SNIPPET.origin)
    await signInAs(page, 'admin')
    expect(new URL(page.url()).origin).toBe(E2E_ADMIN_URL)
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.locator(E2E_SNIPPET.marker)).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-snippet-ran', 'yes')
    expect(requests).toEqual([])
    // The admin works under its policy: sign-in, the dashboard's reads, nothing refused.
    expect(violations).toEqual([])
  })

  test('the public origin’s /admin redirects to the admin’s, path and query kept', async ({
    page,
    request,
  }) => {
    for (const path of ['/admin', '/admin/brands?page=2']) {
      const response = await request.get(`${PUBLIC_URL}${path}`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(302)
      expect(response.headers().location, path).toBe(`${E2E_ADMIN_URL}${path}`)
    }
    // A link inside the public app (no request to the host) goes there too.
    await page.route(REVERSE_GEOCODE, (route) => route.abort())
    await page.goto('/')
    await page.getByRole('link', { name: 'Staff login' }).click()
    await expect(page).toHaveURL(`${E2E_ADMIN_URL}/admin/login`)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('after a staff sign-in the public origin’s storage holds no staff session', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    const adminEntries = await storedEntries(page)
    const session = adminEntries.find(([key]) => /^sb-.+-auth-token$/.test(key))
    expect(session, 'the admin origin keeps the session').toBeDefined()
    const { refresh_token: refreshToken } = JSON.parse(session![1]) as { refresh_token: string }
    expect(refreshToken).toBeTruthy()

    await page.goto(`${PUBLIC_URL}/ca`)
    // The visitor tracker has written its own entries: the page's code has run.
    await expect.poll(async () => (await storedEntries(page)).length).toBeGreaterThan(0)
    const publicEntries = await storedEntries(page)
    const staffKeys = [session![0], 'admin_keep_signed_in', 'last_activity', 'admin_token']
    expect(publicEntries.filter(([key]) => staffKeys.includes(key))).toEqual([])
    expect(publicEntries.filter(([, value]) => value.includes(refreshToken))).toEqual([])
  })
})
