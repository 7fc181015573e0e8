// @vitest-environment jsdom
/**
 * The loader a prerendered page runs before the app (early-click-loader.ts), each test in a
 * fresh page (an iframe: a window of its own, so no listener outlives its test): when the
 * code starts loading, and that Get Bonus clicks before hydration are left to their /go
 * link. The compiled, inlined script runs in Chromium in tests/e2e/tracking.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  LOAD_AT_THE_LATEST_MS,
  LOADER_DATA_ID,
  readLoaderData,
  startEarlyClickLoader,
  type LoaderData,
} from '@/features/tracking/early-click-loader'

const data: LoaderData = {
  entry: '/assets/index-A.js',
  links: [
    { rel: 'modulepreload', href: '/assets/vendor-B.js' },
    { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/assets/query-state/s.json' },
  ],
}

/** `prerendered`: the path the page's #root says it was rendered for (none: no #root). */
function page(visibility: 'visible' | 'hidden' = 'visible', prerendered?: string) {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  const win = frame.contentWindow as Window & typeof globalThis
  const root =
    prerendered === undefined ? '' : `<div id="root" data-prerendered="${prerendered}"></div>`
  win.document.body.innerHTML = `${root}<a href="/go/royal-maple?pos=1" target="_blank">Get Bonus</a>`
  Object.defineProperty(win.document, 'visibilityState', { value: visibility })
  const open = vi.fn(() => null)
  // The fake clock drives this page's timers and frames; a browser's window.open is not jsdom's.
  Object.assign(win, {
    setTimeout: globalThis.setTimeout,
    requestAnimationFrame: (callback: () => void) => globalThis.setTimeout(callback, 16),
    open,
  })
  const importModule = vi.fn(async () => undefined)
  startEarlyClickLoader(data, { window: win, importModule })
  const click = (selector: string, init: MouseEventInit = {}) =>
    win.document
      .querySelector(selector)!
      .dispatchEvent(
        new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
      )
  const preloads = () =>
    [...win.document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))
  return { win, open, importModule, click, preloads }
}

describe('the early-click loader', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('starts loading the code and the state once, at the latest after 2.5 s', () => {
    const { importModule, preloads, win } = page()
    expect(importModule).not.toHaveBeenCalled()
    expect(preloads()).toEqual([])
    vi.advanceTimersByTime(LOAD_AT_THE_LATEST_MS - 1)
    expect(importModule).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(importModule).toHaveBeenCalledWith('/assets/index-A.js')
    expect(preloads()).toEqual(['/assets/vendor-B.js', '/assets/query-state/s.json'])
    const state = win.document.head.querySelector('link[rel="preload"]') as HTMLLinkElement
    expect([state.as, state.crossOrigin]).toEqual(['fetch', 'anonymous'])
    // The load event's frame comes later and starts nothing twice.
    win.dispatchEvent(new win.Event('load'))
    vi.runAllTimers()
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  test('without a largest-contentful-paint report it loads a frame after the load event', () => {
    const { importModule, win } = page()
    win.dispatchEvent(new win.Event('load'))
    vi.advanceTimersByTime(16)
    expect(importModule).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  test('a tab opened in the background loads at once', () => {
    expect(page('hidden').importModule).toHaveBeenCalledTimes(1)
  })

  test('a document prerendered for another path (404.html for a new page) loads at once', () => {
    const { win, importModule } = page('visible', '/404')
    expect(win.location.pathname).not.toBe('/404')
    expect(importModule).toHaveBeenCalledTimes(1)
    const own = page('visible', win.location.pathname)
    expect(own.importModule).not.toHaveBeenCalled()
  })

  test('a Get Bonus click before hydration is left to its link (the /go redirect)', () => {
    const { open, click, importModule } = page()
    expect(click('a[href^="/go/"]')).toBe(true) // not prevented
    expect(open).not.toHaveBeenCalled()
    expect(importModule).not.toHaveBeenCalled()
  })
})

describe('the loader data', () => {
  test('is read from the page’s JSON block', () => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify(data)}</script>`
    expect(readLoaderData(doc)).toEqual(data)
  })

  test('a page without it is an error, not a page that never loads', () => {
    expect(() => readLoaderData(document.implementation.createHTMLDocument())).toThrow(
      LOADER_DATA_ID,
    )
  })
})
