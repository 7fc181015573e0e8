// @vitest-environment jsdom
/**
 * recordClick (features/tracking/record-click.ts) in a visitor's tab against the local
 * stack: what it reports is what the database holds. Recorded clicks are stored with the
 * click_id, a bot is refused by the pre-check or by the server and leaves no row, a
 * failing score calculation loses no click, any other refusal is logged as a failure.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { BOT_BLOCKED_MESSAGE, recordClick } from '@/features/tracking/record-click'
import { newId } from '@/features/tracking/ids'
import { sql } from '../support/clients.ts'
import { HEADLESS_UA, seededBrand, visitorBrowser } from './visitor-browser.ts'

const browser = visitorBrowser()
let brand: { id: string; brand_name: string }

beforeAll(async () => {
  brand = await seededBrand()
})

async function storedClick(clickId: string) {
  const [row] = await sql<{
    brand_id: string
    brand_name: string
    user_id: string
    session_click_count: number
    page_url: string
    ip: string
    user_agent: string
  }>(
    'select brand_id, brand_name, user_id, session_click_count, page_url, ip, user_agent from brand_clicks_history where click_id = $1',
    [clickId],
  )
  return row
}

describe('recording a brand click', () => {
  test('a visitor’s click is stored with its click_id, brand, page and the tab’s count', async () => {
    const clickId = newId()
    expect(await recordClick(brand, clickId)).toBe('recorded')
    expect(await storedClick(clickId)).toEqual({
      brand_id: brand.id,
      brand_name: brand.brand_name,
      user_id: browser.visitorId(),
      session_click_count: 1,
      page_url: window.location.href,
      ip: browser.address,
      user_agent: browser.userAgent,
    })
  })

  test('a browser driven by automation scores 0 before the insert: "Traffic blocked by bot filter", no row', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const clickId = newId()
    expect(await recordClick(brand, clickId)).toBe('blocked')
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, ['webdriver'])
    expect(await storedClick(clickId)).toBeUndefined()
    warn.mockRestore()
  })

  test('the server refusing a bot by its request headers counts as blocked, no row', async () => {
    // navigator.userAgent passes the pre-check; the insert's own User-Agent header is a bot's.
    browser.userAgent = HEADLESS_UA
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const clickId = newId()
    expect(await recordClick(brand, clickId)).toBe('blocked')
    expect(warn).toHaveBeenCalledWith(BOT_BLOCKED_MESSAGE, 'quality_flags: bot_user_agent')
    expect(await storedClick(clickId)).toBeUndefined()
    warn.mockRestore()
  })

  test('a score calculation that fails loses no click', async () => {
    browser.failing = /\/rpc\/calculate_traffic_quality_score/
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const clickId = newId()
    expect(await recordClick(brand, clickId)).toBe('recorded')
    expect(error).toHaveBeenCalledWith('Traffic quality calculation failed:', expect.anything())
    expect(await storedClick(clickId)).toMatchObject({ brand_id: brand.id })
    error.mockRestore()
  })

  test('any other refusal is logged and reported as failed (the per-IP write limit)', async () => {
    await sql(
      `insert into request_guard.anon_write_counts (ip, window_start, writes) values ($1, date_trunc('minute', now()), 100)`,
      [browser.address],
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const clickId = newId()
    expect(await recordClick(brand, clickId)).toBe('failed')
    expect(error).toHaveBeenCalledWith(
      'Click tracking failed:',
      'Too many requests from this address: at most 100 writes in 5 minutes.',
    )
    expect(await storedClick(clickId)).toBeUndefined()
    error.mockRestore()
  })

  test('each click counts in the tab, blocked ones too', async () => {
    const first = newId()
    const blocked = newId()
    const third = newId()
    expect(await recordClick(brand, first)).toBe('recorded')
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await recordClick(brand, blocked)).toBe('blocked')
    warn.mockRestore()
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true })
    expect(await recordClick(brand, third)).toBe('recorded')
    expect((await storedClick(first))?.session_click_count).toBe(1)
    expect(await storedClick(blocked)).toBeUndefined()
    expect((await storedClick(third))?.session_click_count).toBe(3)
  })
})
