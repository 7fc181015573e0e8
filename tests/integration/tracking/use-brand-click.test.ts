// @vitest-environment jsdom
/**
 * Get Bonus (useBrandClick) and the SessionTracker with the real tracking runtime against
 * the local stack: the tab opened inside the click is pointed at the destination carrying
 * the click_id the server issued for the row the database holds; a blocked click still
 * reaches the casino and leaves no row; a slow database keeps the visitor waiting 1.5 s at
 * most and the click is recorded after; the tracker records the tab's session once. window.open is the browser's
 * (jsdom has none): a stand-in tab records where it is sent.
 */
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from 'vitest'
import pg from 'pg'
import { SessionTracker, useBrandClick, type TrackableBrand } from '@/features/tracking'
import { RECORDING_WAIT_MS } from '@/features/tracking/use-brand-click'
import { sql, stack } from '../support/clients.ts'
import { seededBrand, visitorBrowser } from './visitor-browser.ts'

const browser = visitorBrowser()
let brand: TrackableBrand

beforeAll(async () => {
  const seeded = await seededBrand()
  brand = {
    ...seeded,
    destination_url: 'https://example.com/go/royal-maple?aff=cc&click_id={click_id}',
  }
})

type Tab = { opener: unknown; closed: boolean; location: { href: string } }

async function clickRows(): Promise<{ click_id: string; brand_id: string }[]> {
  return sql('select click_id, brand_id from brand_clicks_history where user_id = $1', [
    browser.visitorId(),
  ])
}

/** A click on the hook's link, as the browser dispatches it (false: default prevented). */
function clickLink(onLinkClick: (event: never) => void, init: MouseEventInit = {}): boolean {
  const link = document.createElement('a')
  let prevented = false
  link.addEventListener('click', (event) => {
    onLinkClick({
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      preventDefault: () => (prevented = true),
    } as never)
  })
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
  return !prevented
}

describe('Get Bonus (useBrandClick)', () => {
  let tab: Tab
  let open: MockInstance<typeof window.open>

  beforeEach(() => {
    tab = { opener: window, closed: false, location: { href: 'about:blank' } }
    open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window)
  })
  afterEach(() => {
    cleanup()
    open.mockRestore()
  })

  test('opens a blank tab inside the click, records the click, then sends the tab to the destination with its click_id', async () => {
    const { result } = renderHook(() => useBrandClick(brand))
    act(() => result.current.onClick())
    // Synchronously, inside the click: the tab, no opener, the card inert.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
    expect(result.current.isTracking).toBe(true)
    expect(tab.location.href).toBe('about:blank')

    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    const rows = await clickRows()
    expect(rows).toEqual([
      { click_id: expect.stringMatching(/^[A-Za-z0-9]{32}$/), brand_id: brand.id },
    ])
    expect(tab.location.href).toBe(
      `https://example.com/go/royal-maple?aff=cc&click_id=${rows[0]!.click_id}`,
    )
  })

  test('sends the card position with the click (the client path)', async () => {
    const { result } = renderHook(() => useBrandClick(brand, 4))
    act(() => result.current.onClick())
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    expect(
      await sql('select card_position, click_path from brand_clicks_history where user_id = $1', [
        browser.visitorId(),
      ]),
    ).toEqual([{ card_position: 4, click_path: 'client' }])
  })

  test('links to the /go redirect with the position, and the visitor ids once mounted', () => {
    const { result } = renderHook(() => useBrandClick(brand, 2))
    const query = new URL(result.current.href!, 'http://site.test').searchParams
    expect(result.current.href).toMatch(new RegExp(`^/go/${brand.brand_slug}\\?pos=2&uid=`))
    expect(query.get('uid')).toBe(browser.visitorId())
    expect(query.get('sid')).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    const outside = renderHook(() => useBrandClick(brand)).result.current.href
    expect(outside).not.toContain('pos=')
    const none = renderHook(() => useBrandClick({ ...brand, destination_url: null }))
    expect(none.result.current.href).toBeUndefined()
  })

  test('the link handles plain left clicks itself and leaves the others to /go', async () => {
    const { result } = renderHook(() => useBrandClick(brand, 1))
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(clickLink(result.current.onLinkClick, init)).toBe(true)
    }
    expect(open).not.toHaveBeenCalled()
    let followed = true
    act(() => {
      followed = clickLink(result.current.onLinkClick)
    })
    expect(followed).toBe(false)
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
  })

  test('clicks while one is being recorded do nothing: one tab, one row', async () => {
    const { result } = renderHook(() => useBrandClick(brand))
    act(() => {
      result.current.onClick()
      result.current.onClick()
    })
    act(() => result.current.onClick())
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    expect(open).toHaveBeenCalledTimes(1)
    expect(await clickRows()).toHaveLength(1)
  })

  test('a click refused as a bot still takes the visitor to the casino, and leaves no row', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { result } = renderHook(() => useBrandClick(brand))
    act(() => result.current.onClick())
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    // No click was recorded, so there is no id to carry.
    expect(tab.location.href).toBe('https://example.com/go/royal-maple?aff=cc&click_id=')
    expect(await clickRows()).toEqual([])
    warn.mockRestore()
  })

  test('a database that cannot record for now keeps the visitor 1.5 s at most; the click lands after', async () => {
    const locker = new pg.Client({ connectionString: stack.dbUrl })
    await locker.connect()
    try {
      await locker.query('begin')
      await locker.query('lock table public.brand_clicks_history in access exclusive mode')
      const { result } = renderHook(() => useBrandClick(brand))
      const started = Date.now()
      act(() => result.current.onClick())
      await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
      const waited = Date.now() - started
      expect(waited).toBeGreaterThanOrEqual(RECORDING_WAIT_MS - 50)
      expect(waited).toBeLessThan(RECORDING_WAIT_MS + 1_000)
      expect(tab.location.href).toBe('https://example.com/go/royal-maple?aff=cc&click_id=')
      await locker.query('commit')
    } finally {
      await locker.end()
    }
    await waitFor(async () => expect(await clickRows()).toHaveLength(1), { timeout: 5_000 })
  })

  test('the destination still opens when the API cannot be reached', async () => {
    browser.failing = /\/rest\/v1\//
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderHook(() => useBrandClick(brand))
    act(() => result.current.onClick())
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    expect(tab.location.href).toMatch(/^https:\/\/example\.com\/go\/royal-maple\?/)
    browser.failing = null
    expect(await clickRows()).toEqual([])
    error.mockRestore()
  })

  test('uses the brand’s sub-id parameter when the URL has no placeholder', async () => {
    const { result } = renderHook(() =>
      useBrandClick({
        ...brand,
        destination_url: 'https://www.example.org/track/x?btag=cc_ca',
        subid_param: 'subid',
      }),
    )
    act(() => result.current.onClick())
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    const [row] = await clickRows()
    expect(tab.location.href).toBe(
      `https://www.example.org/track/x?btag=cc_ca&subid=${row!.click_id}`,
    )
  })

  test('opens the destination itself when the blank tab was refused', async () => {
    open.mockImplementationOnce(() => null)
    const { result } = renderHook(() => useBrandClick(brand))
    act(() => result.current.onClick())
    await waitFor(() => expect(result.current.isTracking).toBe(false), { timeout: 5_000 })
    const [row] = await clickRows()
    expect(open).toHaveBeenLastCalledWith(
      `https://example.com/go/royal-maple?aff=cc&click_id=${row!.click_id}`,
      '_blank',
      'noopener,noreferrer',
    )
  })

  test.each([
    ['no destination_url', null],
    ['a javascript: destination', 'javascript:alert(1)'],
  ])('a brand with %s does nothing', async (_name, destination) => {
    const { result } = renderHook(() => useBrandClick({ ...brand, destination_url: destination }))
    act(() => result.current.onClick())
    expect(result.current.isTracking).toBe(false)
    expect(open).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await clickRows()).toEqual([])
  })
})

describe('SessionTracker', () => {
  afterEach(cleanup)

  test('renders nothing and records the tab’s session once', async () => {
    const tracker = () =>
      createElement(MemoryRouter, { initialEntries: ['/ca'] }, createElement(SessionTracker))
    const { container, rerender } = render(tracker())
    rerender(tracker())
    expect(container.innerHTML).toBe('')
    await waitFor(
      async () => {
        const rows = await sql('select 1 from visitor_sessions where user_id = $1', [
          browser.visitorId(),
        ])
        expect(rows).toHaveLength(1)
      },
      { timeout: 5_000 },
    )
  })
})
