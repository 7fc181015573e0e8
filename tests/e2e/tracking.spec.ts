/**
 * Visitor and click tracking in the browser, against the production build and the
 * e2e stack: Get Bonus opens a new tab at the destination carrying the click's
 * click_id and exactly one click row is recorded (by the page for a plain left click;
 * by the /go redirect for a middle click, a click before the code arrived, or a browser
 * without JavaScript); headless Chromium (a bot) records
 * nothing but still gets its tab; a tab hidden after 6 s records its session end,
 * after 3 s nothing; the landing URL's campaign reaches the session row.
 *
 * Third parties are answered here: the IP lookup by a route, the affiliate
 * destinations (example.com, .net, .org) by a local page. Rows are read back with
 * the local stack's service key, as an analyst's tool would.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { localApiKeys } from '../../supabase/emulator/keys.ts'
import { E2E_API_PORT } from './ports.ts'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'

const API = `http://127.0.0.1:${E2E_API_PORT}/rest/v1`
/** What a visitor's Chrome says (headless Chromium says HeadlessChrome). */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'
/** What headless Chromium says of itself. */
const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36'
const DESTINATION_HOSTS = /^https:\/\/(www\.)?example\.(com|net|org)\//
const IP_LOOKUP = /ipapi\.co|ip-lookup/

type SessionRow = {
  session_id: string
  entry_page: string | null
  first_page_url: string | null
  device_type: string | null
  browser: string | null
  os: string | null
  screen_resolution: string | null
  user_agent: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  gclid: string | null
  fbclid: string | null
  country: string | null
  city: string | null
  session_end: string | null
  time_on_site_sec: number | null
}

type ClickRow = {
  click_id: string
  click_path: string
  card_position: number | null
  session_id: string
  brand_name: string | null
  is_linked: boolean
  click_in_id: string | null
  device_type: string | null
  browser: string | null
  page_url: string | null
  source: string | null
  campaign: string | null
  country: string | null
  social_source: string | null
  traffic_quality_score: number
  quality_flags: string[]
  session_click_count: number | null
  click_speed_ms: number | null
  hour_of_day: number | null
  is_webdriver: boolean | null
}

/** Reads rows with the service key (anon can never read tracking rows). */
async function rows<T>(table: string, filter: string): Promise<T[]> {
  const response = await fetch(`${API}/${table}?${filter}`, {
    headers: {
      apikey: localApiKeys.serviceRoleKey,
      Authorization: `Bearer ${localApiKeys.serviceRoleKey}`,
    },
  })
  if (!response.ok)
    throw new Error(`reading ${table} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T[]
}

const sessionRows = (sessionId: string) =>
  rows<SessionRow>('visitor_sessions', `session_id=eq.${encodeURIComponent(sessionId)}`)
const clickRows = (sessionId: string) =>
  rows<ClickRow>('brand_clicks_history', `session_id=eq.${encodeURIComponent(sessionId)}`)

/** That /go answered exactly this destination, once, with a 302 that no one caches or indexes. */
function expectRedirectedTo(destination: string): void {
  expect(redirects.map(({ status, location }) => ({ status, location }))).toEqual([
    { status: 302, location: destination },
  ])
  expect(redirects[0]!.headers).toMatchObject({
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
  })
}

/**
 * The click whose id the destination's address carries (placeholder or sub-id parameter). The
 * /go redirect answers before it records (in the background), so the row may land just after.
 */
async function clickOf(destination: string): Promise<ClickRow | undefined> {
  const ids = [...new URL(destination).searchParams.values()].filter((value) =>
    /^[a-f0-9]{32}$/.test(value),
  )
  expect(ids).toHaveLength(1)
  const find = async () =>
    (await rows<ClickRow>('brand_clicks_history', `click_id=eq.${ids[0]}`))[0]
  await expect.poll(find, { timeout: 10_000 }).toBeDefined()
  return find()
}

/** The /go answers of the current test (see answerThirdParties). */
let redirects: { status: number; location: string; headers: Record<string, string> }[] = []

/** The third parties: the IP lookup answers Toronto, the affiliate destinations a local page. */
async function answerThirdParties(context: BrowserContext): Promise<void> {
  redirects = []
  await context.route(IP_LOOKUP, (route) =>
    route.fulfill({ json: { ip: '203.0.113.10', city: 'Toronto', country_name: 'Canada' } }),
  )
  // Chromium under Playwright does not route a request that a 302 leads to (it would go out to
  // the real casino host), so /go is fetched unchanged from the preview server (and so the
  // real function), its answer checked and kept in `redirects`, and the browser sent on to its
  // Location by a new navigation, which the route below answers.
  await context.route(/^http:\/\/127\.0\.0\.1:\d+\/go\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 })
    const location = response.headers()['location'] ?? ''
    redirects.push({ status: response.status(), location, headers: response.headers() })
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta http-equiv="refresh" content="0;url=${location.replaceAll('"', '&quot;')}">`,
    })
  })
  await context.route(DESTINATION_HOSTS, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Casino</title><h1>Welcome bonus</h1>',
    }),
  )
}

/** A visitor's browser: a normal user agent and no navigator.webdriver. */
async function presentAsVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', {
      get: () => false,
      configurable: true,
    })
  })
}

const tabSessionId = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('session_id'))

/** Waits until the tab's session row exists (the tracker runs after hydration). */
async function waitForSession(page: Page): Promise<SessionRow> {
  await expect.poll(() => tabSessionId(page)).not.toBeNull()
  const sessionId = (await tabSessionId(page))!
  await expect.poll(async () => (await sessionRows(sessionId)).length, { timeout: 10_000 }).toBe(1)
  return (await sessionRows(sessionId))[0]!
}

const isRecordClick = (url: string) => url.endsWith('/rest/v1/rpc/record_click')

/** Counts the page's calls to record_click from now on. */
function countRecordings(page: Page): () => number {
  let count = 0
  page.on('request', (request) => {
    if (isRecordClick(request.url())) count++
  })
  return () => count
}

/** Holds the app's entry chunk back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  return release
}

async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

// A tab opened by a middle click sends its first request before Playwright gives it the
// context's user agent: the browser itself says what a visitor's Chrome says (each context
// still sets its own, headless Chromium's included).
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME}`],
  },
})

test.describe('tracking a visitor', () => {
  test.use({ userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 900 } })

  let consoleErrors: string[] = []

  test.beforeEach(async ({ context, page }) => {
    await answerThirdParties(context)
    await presentAsVisitor(context)
    consoleErrors = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
  })

  test.afterEach(() => {
    // Tracking logs its failures (and nothing else): a visitor's visit produces none.
    expect(consoleErrors.filter((text) => /track|quality|session/i.test(text))).toEqual([])
  })

  test('the landing URL’s campaign and the visitor’s device reach the session row', async ({
    page,
  }) => {
    // The user agent is parsed in a worker, off the main thread; the page never loads the
    // parser itself (its fallback where workers fail).
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await page.goto(
      '/ca?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_term=bonus&utm_content=top&gclid=g-123&fbclid=f-456',
    )
    const session = await waitForSession(page)
    expect(session).toMatchObject({
      entry_page: '/ca',
      device_type: 'desktop',
      browser: 'Chrome',
      os: 'Linux',
      screen_resolution: '1280x900',
      user_agent: DESKTOP_CHROME,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_term: 'bonus',
      utm_content: 'top',
      gclid: 'g-123',
      fbclid: 'f-456',
      country: 'Canada',
      city: 'Toronto',
      session_end: null,
    })
    expect(session.first_page_url).toMatch(/\/ca\?utm_source=newsletter&/)
    expect(workers).toEqual([expect.stringMatching(/\/ua-worker-[\w-]+\.js$/)])
    const pageLoaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    expect(pageLoaded.filter((url) => /user-agent|ua-parser/.test(url))).toEqual([])
  })

  test('Get Bonus opens a new tab at the destination with the click_id, and records exactly one click', async ({
    page,
    context,
  }) => {
    // Arriving from a Facebook post; a person reads a while before clicking (clicks within
    // 800 ms of the page view and 0-2 s on the page are penalised): the page's clock is moved
    // on 3.3 s rather than waited for.
    await page.clock.install()
    const recordings = countRecordings(page)
    await page.goto('/ca?utm_source=e2e&utm_campaign=clicks', {
      referer: 'https://www.facebook.com/',
    })
    await waitForSession(page)
    const sessionId = (await tabSessionId(page))!
    await page.clock.fastForward(3_300)

    const card = page.getByTestId('brand-card').first()
    const brandName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
    const popupPromise = context.waitForEvent('page')
    await card.getByRole('link', { name: 'Get Bonus' }).click()
    const popup = await popupPromise
    await popup.waitForURL(DESTINATION_HOSTS)
    await expect(popup.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible()
    expect(await popup.evaluate(() => window.opener)).toBeNull()

    await expect.poll(async () => (await clickRows(sessionId)).length).toBe(1)
    const [click] = await clickRows(sessionId)
    expect(popup.url()).toContain(click!.click_id)
    expect(new URL(popup.url()).searchParams.size).toBeGreaterThan(0)
    expect(click).toMatchObject({
      brand_name: brandName,
      click_path: 'client',
      card_position: 1,
      is_linked: true,
      device_type: 'desktop',
      browser: 'Chrome',
      source: 'e2e',
      campaign: 'clicks',
      country: 'Canada',
      social_source: 'Facebook',
      traffic_quality_score: 100,
      quality_flags: [],
      session_click_count: 1,
      is_webdriver: false,
    })
    expect(click!.page_url).toMatch(/\/ca\?utm_source=e2e/)
    expect(click!.click_speed_ms).toBeGreaterThanOrEqual(3_000)
    expect(click!.hour_of_day).toBeGreaterThanOrEqual(0)

    // The card is usable again, and the page asked to record the click once: the destination's
    // page has loaded, long after a second request would have gone out.
    await expect(card.getByRole('link', { name: 'Get Bonus' })).toBeVisible()
    expect(recordings()).toBe(1)
    expect(await clickRows(sessionId)).toHaveLength(1)
  })

  test('Get Bonus before the page’s code has arrived goes through /go: recorded server-side, the tab lands at the destination with the click id', async ({
    page,
    context,
  }) => {
    await holdAppCode(page)
    await page.goto('/ca', { waitUntil: 'commit' })
    const card = page.getByTestId('brand-card').nth(1)
    const brandName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
    const popupPromise = context.waitForEvent('page')
    await card.getByRole('link', { name: 'Get Bonus' }).click()
    const popup = await popupPromise
    await popup.waitForURL(DESTINATION_HOSTS)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    )
    expect(popup.url()).not.toContain('{click_id}')
    expectRedirectedTo(popup.url())
    const click = await clickOf(popup.url())
    expect(click).toMatchObject({
      brand_name: brandName,
      click_path: 'redirect',
      card_position: 2,
      browser: 'Chrome',
    })
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })

  test('a tab hidden after 6 s records session_end and time_on_site_sec', async ({ page }) => {
    await page.clock.install()
    await page.goto('/ca')
    const session = await waitForSession(page)
    await page.clock.fastForward(6_300)
    await hideTab(page)
    await expect
      .poll(async () => (await sessionRows(session.session_id))[0]?.time_on_site_sec ?? null, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(6)
    expect((await sessionRows(session.session_id))[0]!.session_end).not.toBeNull()
  })

  test('a tab hidden after 3 s sends nothing; its end goes out once 5 s have passed', async ({
    page,
  }) => {
    // Every session end the page sends, in the order it sends them (beacons included).
    const sent: number[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/rpc/end_visitor_session') {
        sent.push(Number(new URLSearchParams(request.postData() ?? '').get('p_time_on_site_sec')))
      }
    })
    // Real time, not the page's clock moved on: on a busy machine the page takes seconds to
    // load, and the visit must still be under 5 s when it is hidden.
    const loaded = Date.now()
    await page.goto('/ca')
    const session = await waitForSession(page)
    // The visitor reads for 3 s after the page loaded, then hides (and leaves) the tab: a
    // visit under the 5 s minimum.
    await page.waitForTimeout(Math.max(0, 3_000 - (Date.now() - loaded)))
    await hideTab(page)
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))

    // What must happen: the same tab left again once its clock says 5 s have passed sends
    // its end, and the server logs it. Only then does the absence of an earlier one count.
    await page.clock.install()
    await page.clock.fastForward(3_000)
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
    const ends = () =>
      rows<{ time_on_site_sec: number }>(
        'visitor_session_end_events',
        `session_id=eq.${encodeURIComponent(session.session_id)}&select=time_on_site_sec`,
      )
    await expect.poll(async () => (await ends()).length, { timeout: 5_000 }).toBeGreaterThan(0)

    // What must not have happened: nothing sent when it was hidden at 3 s.
    expect(sent).toHaveLength(1)
    expect(sent[0]).toBeGreaterThanOrEqual(5)
    const logged = await ends()
    expect(logged).toHaveLength(1)
    expect(logged[0]!.time_on_site_sec).toBeGreaterThanOrEqual(5)
  })
})

test.describe('a middle click', () => {
  test.use({ userAgent: DESKTOP_CHROME })

  test.beforeEach(async ({ context }) => {
    await answerThirdParties(context)
    await presentAsVisitor(context)
  })

  test('Get Bonus records the click through the redirect, linked to the tab’s session', async ({
    page,
    context,
  }) => {
    await page.goto('/ca', { referer: 'https://www.google.com/' })
    const session = await waitForSession(page)
    const link = page.getByTestId('brand-card').first().getByRole('link', { name: 'Get Bonus' })
    await expect(link).toHaveAttribute('href', /^\/go\/[a-z0-9-]+\?pos=1&uid=[^&]+&sid=/)
    // A tab opened by a middle click is not routed by Playwright: /go is the preview server's
    // own answer and the casino's host goes unanswered. Its requests can even finish before
    // Playwright attaches to it, so where the tab went is read from its navigation history.
    const opened = context.waitForEvent('page')
    await link.click({ button: 'middle' })
    const tab = await opened
    let url = ''
    await expect
      .poll(async () => {
        // A new session each time: one opened before the redirect to the casino's site is
        // detached when the tab moves to another renderer.
        const history = await context.newCDPSession(tab)
        try {
          const { entries } = await history.send('Page.getNavigationHistory')
          url = entries.at(-1)?.url ?? ''
        } catch {
          url = ''
        } finally {
          await history.detach().catch(() => undefined)
        }
        return url
      })
      .toMatch(DESTINATION_HOSTS)
    const click = await clickOf(url)
    expect(click).toMatchObject({
      click_path: 'redirect',
      card_position: 1,
      session_id: session.session_id,
      is_linked: true,
      user_agent: DESKTOP_CHROME,
    })
    // The page did nothing itself: no card dimmed, no second row.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await clickRows(session.session_id)).toHaveLength(1)
  })
})

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: DESKTOP_CHROME })

  test('Get Bonus records the click through /go and lands on the destination with the click id', async ({
    page,
    context,
  }) => {
    await answerThirdParties(context)
    // 'commit': the page never hydrates, so the fixture's wait for it is skipped.
    await page.goto('/ca', { waitUntil: 'commit' })
    const link = page.getByTestId('brand-card').first().getByRole('link', { name: 'Get Bonus' })
    await expect(link).toHaveAttribute('href', /^\/go\/[a-z0-9-]+\?pos=1$/)
    await expect(link).toHaveAttribute('rel', 'sponsored noopener')
    const popupPromise = context.waitForEvent('page')
    await link.click()
    const popup = await popupPromise
    await popup.waitForURL(DESTINATION_HOSTS)
    await expect(popup.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible()
    expectRedirectedTo(popup.url())
    expect(await clickOf(popup.url())).toMatchObject({
      click_path: 'redirect',
      card_position: 1,
      is_linked: false,
      traffic_quality_score: expect.any(Number),
    })
  })
})

test.describe('tracking a bot', () => {
  test.beforeEach(async ({ context, page }) => {
    await answerThirdParties(context)
    await page.clock.install()
  })

  /**
   * Clicks Get Bonus on the first card; the destination tab opens whatever tracking decides.
   * Returns once record_click has answered, refusing the click as a bot's (the page starts
   * its session before it records a click, so that has been answered too).
   */
  async function clickGetBonus(page: Page, context: BrowserContext): Promise<string> {
    await page.goto('/ca', { referer: 'https://www.google.com/' })
    await expect.poll(() => tabSessionId(page)).not.toBeNull()
    const sessionId = (await tabSessionId(page))!
    await page.clock.fastForward(3_300)
    const popupPromise = context.waitForEvent('page')
    const answered = page.waitForResponse((response) => isRecordClick(response.url()))
    await page.getByTestId('brand-card').first().getByRole('link', { name: 'Get Bonus' }).click()
    const popup = await popupPromise
    await popup.waitForURL(DESTINATION_HOSTS)
    expect(popup.url()).toMatch(/click_id=|cid=|subid=/)
    await expect(popup.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible()
    const answer = await answered
    expect(answer.status()).toBe(400)
    expect(await answer.json()).toMatchObject({ message: 'Traffic blocked by bot filter' })
    return sessionId
  }

  test.describe('headless Chromium as it announces itself', () => {
    test.use({ userAgent: HEADLESS_CHROME })

    test('is blocked: no click row and no session row, the tab still opens', async ({
      page,
      context,
    }) => {
      expect(await page.evaluate(() => navigator.webdriver)).toBe(true)
      const sessionId = await clickGetBonus(page, context)
      expect(await clickRows(sessionId)).toEqual([])
      expect(await sessionRows(sessionId)).toEqual([])
    })
  })

  test.describe('a browser driven by automation with a normal user agent', () => {
    test.use({ userAgent: DESKTOP_CHROME })

    test('navigator.webdriver blocks the click; the tab still opens', async ({ page, context }) => {
      expect(await page.evaluate(() => navigator.webdriver)).toBe(true)
      const sessionId = await clickGetBonus(page, context)
      expect(await clickRows(sessionId)).toEqual([])
    })
  })
})
