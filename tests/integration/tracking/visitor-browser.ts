/// <reference types="vite/client" />
/**
 * The tracking code as it runs in a visitor's tab, against the local stack: the test file
 * runs in jsdom (`// @vitest-environment jsdom`), the app's env points at the stack, and
 * every request the page makes carries what a visitor's Chrome sends (its user agent) and
 * the address the gateway sees (one per test, so per-IP rules never mix tests). The IP
 * lookup, a third party, is a local stand-in answering Toronto.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { sql, stack } from '../support/clients.ts'

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36'
export const LOOKUP_ANSWER = { country_name: 'Canada', city: 'Toronto', ip: '203.0.113.5' }

// Shared address space (RFC 6598): 100.64/16, apart from tracking.test.ts's 100.65/16, a byte per run.
const runByte = Math.floor(Math.random() * 200) + 20
let nextHost = 1

export interface VisitorBrowser {
  /** The address the gateway sees for this test's requests. */
  readonly address: string
  /** The User-Agent header the page's requests carry (navigator.userAgent stays Chrome's). */
  userAgent: string
  /** Requests whose URL matches fail like a dropped connection. */
  failing: RegExp | null
  /** The path of every request the page made in this test, in order. */
  requests: string[]
  /** The tab's visitor id (local storage), for reading its rows back. */
  visitorId(): string | null
}

/**
 * Sets up the tab for every test of the file; rows of its visitors are deleted afterwards.
 * Call at the top of a test file that imports the tracking code dynamically (after env is set).
 */
export function visitorBrowser(): VisitorBrowser {
  const browser = {
    address: '',
    userAgent: BROWSER_UA,
    failing: null as RegExp | null,
    requests: [] as string[],
    visitorId: () => localStorage.getItem('user_id'),
  }
  const visitors = new Set<string>()
  let lookup: Server
  const realFetch = globalThis.fetch

  beforeAll(async () => {
    lookup = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('Access-Control-Allow-Origin', '*')
      res.end(JSON.stringify(LOOKUP_ANSWER))
    })
    await new Promise<void>((resolve) => lookup.listen(0, '127.0.0.1', resolve))
    const { port } = lookup.address() as AddressInfo
    vi.stubEnv('VITE_SUPABASE_URL', stack.url)
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey)
    vi.stubEnv('VITE_IP_LOOKUP_URL', `http://127.0.0.1:${port}/json/`)
    Object.defineProperty(navigator, 'userAgent', { value: BROWSER_UA, configurable: true })
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      browser.requests.push(new URL(url).pathname)
      if (browser.failing?.test(url)) throw new TypeError('Failed to fetch')
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}))
      headers.set('User-Agent', browser.userAgent)
      headers.set('X-Forwarded-For', browser.address)
      return realFetch(input, { ...init, headers })
    }
  })

  beforeEach(() => {
    const visitor = browser.visitorId()
    if (visitor) visitors.add(visitor)
    localStorage.clear()
    sessionStorage.clear()
    browser.address = `100.64.${runByte}.${nextHost++}`
    browser.userAgent = BROWSER_UA
    browser.failing = null
    browser.requests = []
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true })
  })

  afterAll(async () => {
    const visitor = browser.visitorId()
    if (visitor) visitors.add(visitor)
    globalThis.fetch = realFetch
    vi.unstubAllEnvs()
    await new Promise((resolve) => lookup.close(resolve))
    const ids = [...visitors]
    await sql('delete from brand_clicks_history where user_id = any($1)', [ids])
    await sql('delete from visitor_session_end_events where user_id = any($1)', [ids])
    await sql('delete from visitor_sessions where user_id = any($1)', [ids])
  })

  return browser
}

/** The brand the clicks are for: the seed's first active one. */
export async function seededBrand(): Promise<{
  id: string
  brand_name: string
  brand_slug: string
}> {
  const [row] = await sql<{ id: string; brand_name: string; brand_slug: string }>(
    'select id, brand_name, brand_slug from brands where is_active order by sort_order, brand_slug limit 1',
  )
  if (!row) throw new Error('the seed has no active brand')
  return row
}
