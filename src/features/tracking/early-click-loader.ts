/**
 * The loader inlined into every prerendered page in place of the module entry
 * (scripts/prerender.ts `deferEntry`, compiled by scripts/inline-loader.ts). A prerendered
 * page is complete without JavaScript, so its code and its query state start loading once
 * its content is on screen: after the largest contentful paint (after the load event and a
 * frame where the browser reports no such paint), and at the latest after 2.5 s. They then
 * no longer compete with the content for a phone's bandwidth, and Lighthouse's simulated
 * LCP no longer charges the page for them. A tab opened in the background has nothing to
 * paint and loads at once.
 *
 * A Get Bonus click before the app takes over needs nothing from it: the links point at the
 * /go redirect (go-link.ts), which records such a click server-side.
 *
 * Each page passes its parameters as data (a JSON block, LOADER_DATA_ID), so the script is
 * the same on every page and the Content-Security-Policy allows it by one hash.
 */
// Relative: the loader is compiled on its own (scripts/inline-loader.ts), without the app's aliases.
import { prerenderedForAnotherPath } from '../../lib/prerendered-path'

/** The id of the page's `<script type="application/json">` holding its LoaderData. */
export const LOADER_DATA_ID = 'app-loader-data'

/** A page whose images are slow to arrive does not wait longer than this for its code. */
export const LOAD_AT_THE_LATEST_MS = 2500

/** A `<link>` put into the head when loading starts (modulepreload, or the query state's preload). */
export type PreloadLink = Partial<Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'crossOrigin'>>

export interface LoaderData {
  /** The built module entry (/assets/index-[hash].js). */
  entry: string
  links: PreloadLink[]
}

/** What the loader needs of the page and the browser (the defaults: this window). */
export interface LoaderHost {
  window: Window & typeof globalThis
  importModule: (url: string) => Promise<unknown>
}

const defaultHost = (): LoaderHost => ({
  window,
  importModule: (url) => import(/* @vite-ignore */ url),
})

/** Reads the page's LoaderData; throws when the prerender left none. */
export function readLoaderData(doc: Document): LoaderData {
  const text = doc.getElementById(LOADER_DATA_ID)?.textContent
  if (!text) throw new Error(`#${LOADER_DATA_ID} is missing`)
  return JSON.parse(text) as LoaderData
}

export function startEarlyClickLoader(data: LoaderData, host: LoaderHost = defaultHost()): void {
  const win = host.window
  const doc = win.document

  let started = false
  const load = () => {
    if (started) return
    started = true
    for (const link of data.links) doc.head.append(Object.assign(doc.createElement('link'), link))
    void host.importModule(data.entry)
  }

  // A tab in the background has nothing to paint; a document prerendered for another path
  // (404.html answering a page added since the build) shows the wrong page until the app
  // renders the right one.
  if (
    doc.visibilityState === 'hidden' ||
    prerenderedForAnotherPath(doc.getElementById('root'), win.location.pathname)
  ) {
    load()
    return
  }
  win.setTimeout(load, LOAD_AT_THE_LATEST_MS)
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new win.PerformanceObserver((_, observer) => {
      observer.disconnect()
      win.setTimeout(load)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } else {
    win.addEventListener('load', () => win.requestAnimationFrame(() => win.setTimeout(load)), {
      once: true,
    })
  }
}
