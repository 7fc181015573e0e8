/**
 * The site frame and the landing page in the browser, against the prerendered build:
 * countries from the database, the picker, the location detection chain (geolocation
 * and reverse geocoding answered by page.route, the time zone as fallback), the HTML
 * crawlers get before JavaScript, hydration, header and footer links, static pages.
 */
import type { Page } from '@playwright/test'
import { atEachWidth, expect, expectNoSidewaysScroll, test } from './fixtures.ts'
import { lookAt } from './look-at.ts'
import { service } from './service.ts'

/** Reverse geocoding is a third party: every test answers it (or fails it) itself. */
const REVERSE_GEOCODE = /reverse-geocode|bigdatacloud/

/** A country description that exists only in the database's seed, not in the code. */
const CANADA_DESCRIPTION =
  'Casinos licensed for Canadian players, with Interac banking, CAD accounts and games from the biggest studios.'

/** Third parties (IP lookup, geocoding) answered locally, so console errors are our own. */
async function answerThirdParties(page: Page) {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.fulfill({ json: {} }),
  )
}

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test.describe('landing page', () => {
  test.use({ timezoneId: 'UTC' })

  test('shows the headline, the countries from the database and the trust sections', async ({
    page,
  }) => {
    await page.route(REVERSE_GEOCODE, (route) => route.abort())
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the Best Online Casinos in Your Country' }),
    ).toBeVisible()
    await expect(page.getByText(CANADA_DESCRIPTION)).toBeVisible()
    for (const name of ['Canada', 'United Kingdom', 'Germany', 'Croatia']) {
      await expect(
        page.getByRole('link', { name: new RegExp(`View ${name} Casinos`) }),
      ).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: /Why Trust/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How We Review Casinos' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Staff login' })).toHaveAttribute(
      'href',
      '/admin/login',
    )
    // The header is hidden on /, the footer is there.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('choosing a country in the picker opens its ranking', async ({ page }) => {
    await page.route(REVERSE_GEOCODE, (route) => route.abort())
    await page.goto('/')
    const picker = page.getByRole('combobox', { name: 'Your country' })
    await expect(picker.locator('option').first()).toHaveText('Choose your country')
    await picker.selectOption('de')
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Germany')
  })

  test('a country chosen before the page’s code has arrived still opens its ranking', async ({
    page,
  }) => {
    await page.route(REVERSE_GEOCODE, (route) => route.abort())
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let requested = () => {}
    const codeRequested = new Promise<void>((resolve) => (requested = resolve))
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      requested()
      await held
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    // What must have happened: the page asked for its code, which is held. So the choice
    // below is made before any of the app's code has run.
    await codeRequested
    const picker = page.getByRole('combobox', { name: 'Your country' })
    await picker.selectOption('de')
    await expect(picker).toHaveValue('de')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    )
    expect(await page.evaluate(() => location.pathname)).toBe('/')
    release()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Germany')
  })
})

test.describe('landing page while detecting', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 48.8566, longitude: 2.3522 },
    timezoneId: 'Asia/Tokyo',
  })

  test("shows 'Detecting your location...', then keeps the picker when nothing matches", async ({
    page,
  }) => {
    // The answer is held until the message has been seen, however long the page takes.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(REVERSE_GEOCODE, async (route) => {
      await answered
      await route.fulfill({ json: { countryCode: 'FR' } })
    })
    await page.goto('/')
    await expect(page.getByText('Detecting your location...')).toBeVisible()
    // The page receives the answer (within its 2 s limit, so it is the answer it goes by).
    const geocoded = page.waitForResponse(REVERSE_GEOCODE)
    answer()
    await geocoded
    await expect(page.getByText('Detecting your location...')).toBeHidden({ timeout: 6000 })
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('combobox', { name: 'Your country' })).toBeVisible()
  })
})

test.describe('landing page with the location granted', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 51.5072, longitude: -0.1276 },
    timezoneId: 'UTC',
  })

  test('reverse geocoding answering GB sends the visitor to /uk', async ({ page }) => {
    let asked: URL | undefined
    await page.route(REVERSE_GEOCODE, async (route) => {
      asked = new URL(route.request().url())
      await route.fulfill({ json: { countryCode: 'GB', countryName: 'United Kingdom' } })
    })
    await page.goto('/')
    await expect(page).toHaveURL(/\/uk$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('United Kingdom')
    expect(asked?.searchParams.get('latitude')).toBe('51.5072')
    expect(asked?.searchParams.get('longitude')).toBe('-0.1276')
  })
})

test.describe('landing page when geocoding fails', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 52.52, longitude: 13.405 },
    timezoneId: 'Europe/Berlin',
  })

  test('falls back to the time zone: Europe/Berlin goes to /de', async ({ page }) => {
    await page.route(REVERSE_GEOCODE, (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Germany')
  })
})

test.describe('prerendered HTML', () => {
  test('/ca asks for its code and its query state only once its content is on screen', async ({
    page,
  }) => {
    await page.goto('/ca')
    const timing = await page.evaluate(async () => {
      const painted = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
      const started = (pattern: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime)
      return {
        painted,
        code: started(/\/assets\/[\w-]+\.js$/),
        state: started(/\/assets\/query-state\/\w+\.json$/),
      }
    })
    expect(timing.painted).toBeGreaterThan(0)
    expect(timing.code.length).toBeGreaterThan(1)
    expect(timing.state).toHaveLength(1)
    expect(Math.min(...timing.code, ...timing.state)).toBeGreaterThanOrEqual(timing.painted)
  })

  test('/ca arrives with its content, title, canonical, hreflang and query state', async ({
    request,
  }) => {
    const response = await request.get('/ca')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<title>[^<]*Canada[^<]*<\/title>/)
    expect(html).toMatch(/<h1[^>]*>10 Best Online Casinos in Canada – \w+ \d{4}<\/h1>/)
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ca"\/>/)
    expect(html).toContain('property="og:title"')
    expect(html).toMatch(/rel="alternate" hrefLang="en-GB" href="http:\/\/127\.0\.0\.1:\d+\/uk"/i)
    // The brand list comes from the database at build time (a seeded Canadian brand), and
    // so does the query state the page hydrates from, a file of its own.
    const body = html.slice(html.indexOf('<div id="root"'))
    expect(body).toContain('Maple Crown Casino')
    const stateUrl = /<div id="root" [^>]*data-query-state="([^"]+)"/.exec(html)?.[1]
    expect(stateUrl).toMatch(/^\/assets\/query-state\/\w+\.json$/)
    const state = await (await request.get(stateUrl!)).text()
    expect(state).toContain('"brand_name":"Maple Crown Casino"')
    // Head tags are in <head>, not in the body.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<title>')
  })

  test('the landing page is complete without JavaScript, with the database countries', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('Find the Best Online Casinos in Your Country')
    expect(html).toContain(CANADA_DESCRIPTION)
    expect(html).toContain('View Croatia Casinos')
    expect(html).toContain('application/ld+json')
    expect(html).not.toContain('Detecting your location...')
  })

  test('an unknown path answers 404 with the 404 page', async ({ request }) => {
    const response = await request.get('/nowhere/at/all')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  test('sitemap.xml lists every prerendered URL and robots.txt keeps /admin out', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/ca', '/uk/slots', '/de/compare', '/about', '/privacy']) {
      expect(sitemap).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path}</loc>`))
    }
    expect(sitemap).toMatch(/<loc>[^<]+\/reviews\/[a-z0-9-]+<\/loc>/)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
  })
})

test.describe('hydration', () => {
  test.use({ timezoneId: 'UTC' })

  for (const path of ['/', '/ca', '/about', '/privacy', '/slots']) {
    test(`${path} hydrates without console errors and keeps one title`, async ({ page }) => {
      await answerThirdParties(page)
      const errors = collectErrors(page)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      expect(await page.locator('title').count()).toBe(1)
    })
  }

  test('a client-side navigation replaces the title', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveTitle(/About Us/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveTitle(/Privacy Policy/)
    expect(await page.locator('title').count()).toBe(1)
  })

  test('the admin area renders client-side from the shell', async ({ page }) => {
    const response = await page.goto('/admin/login')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    expect(await page.locator('title').count()).toBeLessThanOrEqual(1)
  })
})

test.describe('header and footer', () => {
  test('with a country in the URL the header links stay in that country', async ({ page }) => {
    await page.goto('/uk/poker')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/uk')
    await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/uk/slots')
    await expect(nav.getByRole('link', { name: 'Poker' })).toHaveAttribute('href', '/uk/poker')
    await expect(nav.getByRole('link', { name: 'Blackjack' })).toHaveAttribute(
      'href',
      '/uk/blackjack',
    )
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Disclosure' })).toHaveAttribute(
      'href',
      '/disclosure',
    )
  })

  test('without a country the header links go to the guides', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/ca')
    await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots')
    await expect(nav.getByRole('link', { name: 'Blackjack' })).toHaveAttribute('href', '/blackjack')
  })

  test('the footer has its links, the 18+ notice, a helpline and the copyright', async ({
    page,
  }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    for (const href of [
      '/about',
      '/disclosure',
      '/privacy',
      '/terms',
      '/slots',
      '/poker',
      '/blackjack',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
    }
    await expect(footer.getByText(/18\+ only/)).toBeVisible()
    await expect(footer.getByText(/Problem gambling\?/)).toBeVisible()
    await expect(
      footer.getByText(new RegExp(`© ${new Date().getFullYear()} CasinoCompass`)),
    ).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the menu opens with the toggle and closes after navigating', async ({ page }) => {
      await page.goto('/ca')
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
      await expect(menu).toBeVisible()
      await menu.getByRole('link', { name: 'Blackjack' }).click()
      await expect(page).toHaveURL(/\/ca\/blackjack$/)
      await expect(menu).toBeHidden()
    })
  })
})

test.describe('static pages', () => {
  test('about states the founding year and the response time', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page.getByText(/founded in 2025/)).toBeVisible()
    await expect(page.getByRole('article').getByText('24-48 hours', { exact: true })).toBeVisible()
  })

  test('privacy and terms are last updated today', async ({ page }) => {
    // The seed stamps them when the stack starts, which may be yesterday by the time this
    // runs (a run across midnight): saved again now, as an editor would, they read today
    // (the prerendered date until the browser reads the row).
    await service('/rest/v1/pages?slug=in.(privacy,terms)', {
      method: 'PATCH',
      body: JSON.stringify({ is_published: true }),
    })
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    })
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path)
      await expect(page.getByText(`Last updated: ${today}`)).toBeVisible()
    }
  })

  test('privacy documents what tracking stores', async ({ page }) => {
    await page.goto('/privacy')
    for (const text of [
      'Visitor id:',
      'Session id:',
      'Device, browser and operating system:',
      'IP-derived country and city:',
      'Clicks on casino links:',
    ]) {
      await expect(page.getByText(text)).toBeVisible()
    }
    await expect(page.getByText(/UTM source/)).toBeVisible()
    await expect(page.getByText(/no third-party advertising or analytics trackers/)).toBeVisible()
  })

  test('terms state the minimum age 18 and the disclosure explains affiliate links', async ({
    page,
  }) => {
    await page.goto('/terms')
    await expect(page.getByText('18 years old')).toBeVisible()
    await page.goto('/disclosure')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Affiliate Disclosure' }),
    ).toBeVisible()
    await expect(page.getByText(/contains affiliate links/)).toBeVisible()
  })

  test('the guides list variants and tips and link to each country', async ({ page }) => {
    await page.goto('/blackjack')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Online Blackjack Guide' }),
    ).toBeVisible()
    await expect(page.getByText('Spanish 21')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Tips for playing blackjack online' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Blackjack in Sweden' })).toHaveAttribute(
      'href',
      '/se/blackjack',
    )
    await page.goto('/slots')
    await expect(page.getByText('Megaways slots')).toBeVisible()
    await page.goto('/poker')
    await expect(page.getByText('Omaha (PLO)')).toBeVisible()
  })
})

test.describe('phone, tablet and desktop widths', () => {
  test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 900 } })

  test('pages at 390, 768 and 1280 px show their heading and never scroll sideways', async ({
    page,
  }) => {
    await page.route(REVERSE_GEOCODE, (route) => route.abort())
    const pages = {
      '/': 'Find the Best Online Casinos in Your Country',
      '/about': 'About Us',
      '/privacy': 'Privacy Policy',
      '/nowhere': 'Page not found',
    }
    for (const [path, heading] of Object.entries(pages)) {
      // Loaded at a phone's width, then looked at at each width by resizing.
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await atEachWidth(
        page,
        async (width) => {
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
          await expectNoSidewaysScroll(page, `${path} at ${width} px`)
          // Kept for a person to look at; the assertions above are the test.
          const name = path === '/' ? 'landing' : path.slice(1)
          await lookAt(page, `site-${name}-${width}`, { fullPage: true })
        },
        [390, 768, 1280],
      )
    }
  })
})
