// @vitest-environment jsdom
/**
 * recordClick (features/tracking/record-click.ts) in a visitor's tab against the local
 * stack: what it reports is what the database holds. A click is one call, record_click(),
 * which answers with the click id the server issued and stored; a bot is refused by the
 * server's score and leaves no row; any other refusal is logged as a failure.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { BOT_BLOCKED_MESSAGE, recordClick } from '@/features/tracking/record-click'
import { sql } from '../support/clients.ts'
import { HEADLESS_UA, seededBrand, visitorBrowser } from './visitor-browser.ts'

const browser = visitorBrowser()
let brand: { id: string; brand_name: string }

beforeAll(async () => {
  brand = await seededBrand()
})

/** The tab's visitor's clicks, in the order they were recorded. */
async function storedClicks() {
  return sql<{
    click_id: string
    brand_id: string
    brand_name: string
    user_id: string
    session_click_count: number
    page_url: string
    ip: string
    user_agent: string
  }>(
    `select click_id, brand_id, brand_name, user_id, session_click_count, page_url, ip, user_agent
       from brand_clicks_history where user_id = $1 order by click_time, session_click_count`,
    [browser.visitorId()],
  )
}

describe('recording a brand click', () => {
  test('one call records the click and answers with the id the server issued and stored', async () => {
    const outcome = await recordClick(brand)
    expect(outcome).toEqual({
      status: 'recorded',
      clickId: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(browser.requests.filter((path) => path.startsWith('/rest/v1/'))).toEqual([
      '/rest/v1/rpc/record_click',
    ])
    expect(await storedClicks()).toEqual([
      {
        click_id: outcome.status === 'recorded' ? outcome.clickId : null,
        brand_id: brand.id,
        brand_name: brand.brand_name,
        user_id: browser.visitorId(),
        session_click_count: 1,
        page_url: window.location.href,
        ip: browser.address,
        user_agent: browser.userAgent,
      },
    ])
  })

  test('a browser driven by automation scores 0: "Traffic blocked by bot filter", no row', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await recordClick(brand)).toEqual({ status: 'blocked' })
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, 'quality_flags: webdriver')
    expect(await storedClicks()).toEqual([])
    warn.mockRestore()
  })

  test('the server refusing a bot by its request headers counts as blocked, no row', async () => {
    // navigator.userAgent is a browser's; the request's own User-Agent header is a bot's.
    browser.userAgent = HEADLESS_UA
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await recordClick(brand)).toEqual({ status: 'blocked' })
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, 'quality_flags: bot_user_agent')
    expect(await storedClicks()).toEqual([])
    warn.mockRestore()
  })

  test('a dropped connection is logged and reported as failed', async () => {
    browser.failing = /\/rpc\/record_click/
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await recordClick(brand)).toEqual({ status: 'failed' })
    expect(error).toHaveBeenCalledWith('Click tracking failed:', expect.any(String))
    browser.failing = null
    expect(await storedClicks()).toEqual([])
    error.mockRestore()
  })

  test('any other refusal is logged and reported as failed (the per-IP write limit)', async () => {
    // A click counts against the address's write limit on the click table itself: 100 clicks from
    // this address in the last 5 minutes, by another visitor.
    await sql(
      `insert into brand_clicks_history (brand_id, user_id, session_id, ip, user_agent, click_time)
       select $1, 'earlier-visitor', 'earlier-session-' || n, $2, 'Mozilla/5.0', now() - interval '4 minutes'
         from generate_series(1, 100) as n`,
      [brand.id, browser.address],
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await recordClick(brand)).toEqual({ status: 'failed' })
    expect(error).toHaveBeenCalledWith(
      'Click tracking failed:',
      'Too many requests from this address: at most 100 writes in 5 minutes.',
    )
    expect(await storedClicks()).toEqual([])
    error.mockRestore()
  })

  test('each click counts in the tab, blocked ones too', async () => {
    expect(await recordClick(brand)).toMatchObject({ status: 'recorded' })
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await recordClick(brand)).toEqual({ status: 'blocked' })
    warn.mockRestore()
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true })
    expect(await recordClick(brand)).toMatchObject({ status: 'recorded' })
    expect((await storedClicks()).map((row) => row.session_click_count)).toEqual([1, 3])
  })
})
