/**
 * The build served as the static host serves it: `vite preview` applies the _headers and
 * _redirects files the build wrote (scripts/static-host.ts), as `npm run preview` does.
 * The admin deep link gets the shell on the admin's origin, an unknown path the 404 page with status 404, hashed
 * assets are cached for good, every response carries the Content-Security-Policy, and the
 * public pages work under it: no violation, the inlined loader allowed by its hash, a Get
 * Bonus click recorded.
 */
import { createHash } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { expect, test } from './fixtures.ts'
import { E2E_ADMIN_URL, E2E_API_PORT } from './ports.ts'
import { E2E_SNIPPET } from './snippet.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'
const DESTINATION_HOSTS = /^https:\/\/(www\.)?example\.(com|net|org)\//

/** The CSP source expression of each inline module script of a page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  )
}

function directive(policy: string, name: string): string[] {
  const found = policy.split(/;\s*/).find((part) => part.startsWith(`${name} `))
  return found ? found.split(/\s+/).slice(1) : []
}

/** Every CSP violation the page reports, as its event and as Chromium's console line. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation
      void report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

/** The IP lookup, geocoding and the affiliate destinations, answered locally. */
async function answerThirdParties(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      DESTINATION_HOSTS.test(route.request().url())
        ? route.fulfill({ contentType: 'text/html', body: '<h1>Welcome bonus</h1>' })
        : route.fulfill({ json: { ip: '203.0.113.10', city: 'Toronto', country_name: 'Canada' } }),
  )
}

test.describe('the static host’s rules', () => {
  test('an admin deep link answers with the admin shell and 200', async ({ request, page }) => {
    const response = await request.get(`${E2E_ADMIN_URL}/admin/brands`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/)
    expect(response.headers()['content-security-policy']).toBeTruthy()
    // The shell renders the admin client-side: signed out, the login page.
    await page.goto('/admin/brands')
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fbrands$/)
  })

  test('an unknown path answers with the 404 page and status 404', async ({ request }) => {
    for (const path of ['/nowhere/at/all', '/assets/missing-0000.js', '/_headers']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toContain('Page not found')
      expect(response.headers()['content-security-policy'], path).toBeTruthy()
    }
  })

  test('hashed assets are cached for good, pages are not', async ({ request }) => {
    const page = await request.get('/ca')
    const html = await page.text()
    const stateUrl = /data-query-state="([^"]+)"/.exec(html)?.[1]
    // The module entry, which the page's inlined loader names.
    const entry = /"entry":"(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
    for (const asset of [entry, stateUrl]) {
      expect(asset).toMatch(/^\/assets\//)
      const response = await request.get(asset!)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE)
    }
    expect(page.headers()['cache-control']).not.toContain('immutable')
  })

  test('pages carry the security headers, the inlined loader allowed by its hash', async ({
    request,
  }) => {
    for (const path of ['/', '/ca', '/about']) {
      const response = await request.get(path)
      const headers = response.headers()
      const policy = headers['content-security-policy'] ?? ''
      const scripts = directive(policy, 'script-src')
      expect(scripts, path).not.toContain("'unsafe-inline'")
      const hashes = inlineScriptHashes(await response.text())
      expect(hashes, path).toHaveLength(1)
      // The snippet every e2e site carries (snippet.ts) by its origin.
      expect(scripts, path).toEqual(["'self'", ...hashes, E2E_SNIPPET.origin])
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
      expect(directive(policy, 'connect-src')).toContain(`http://127.0.0.1:${E2E_API_PORT}`)
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
      })
      expect(headers['permissions-policy']).toContain('geolocation=(self)')
    }
  })
})

test.describe('public pages under the Content-Security-Policy', () => {
  test.use({ userAgent: DESKTOP_CHROME, timezoneId: 'UTC' })

  test('/, /ca and a review page load, hydrate and fetch without a violation', async ({
    page,
    context,
  }) => {
    await answerThirdParties(context)
    const violations = await watchViolations(context, page)
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    const review = /<loc>[^<]*?(\/reviews\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1]
    expect(review).toBeDefined()
    for (const path of ['/', '/ca', review!]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // The inline loader ran (the CSP allowed it by its hash) and loaded the app.
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
    }
    expect(violations).toEqual([])
  })

  test('a Get Bonus click is recorded and opens the destination', async ({ page, context }) => {
    await answerThirdParties(context)
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', {
        get: () => false,
        configurable: true,
      })
    })
    const violations = await watchViolations(context, page)
    await page.goto('/ca', { referer: 'https://www.google.com/' })
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('session_id')))
      .not.toBeNull()
    const sessionId = (await page.evaluate(() => sessionStorage.getItem('session_id')))!
    // A person reads a while before clicking (faster clicks are scored as suspicious).
    await page.waitForTimeout(1_000)
    const popupPromise = context.waitForEvent('page')
    await page.getByTestId('brand-card').first().getByRole('link', { name: 'Get Bonus' }).click()
    const popup = await popupPromise
    await popup.waitForURL(DESTINATION_HOSTS)

    const clicks = async () => {
      const response = await fetch(
        `http://127.0.0.1:${E2E_API_PORT}/rest/v1/brand_clicks_history?select=click_id&session_id=eq.${encodeURIComponent(sessionId)}`,
        {
          headers: {
            apikey: localApiKeys.serviceRoleKey,
            Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
          },
        },
      )
      return (await response.json()) as { click_id: string }[]
    }
    await expect.poll(async () => (await clicks()).length).toBe(1)
    expect(popup.url()).toContain((await clicks())[0]!.click_id)
    expect(violations).toEqual([])
  })
})
