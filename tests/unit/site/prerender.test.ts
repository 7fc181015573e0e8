/** The prerender's document assembly, URL list, sitemap and robots.txt. */
import { describe, expect, test } from 'vitest'
import {
  buildDocument,
  buildRobots,
  buildShell,
  buildSitemap,
  deferEntry,
  publicPaths,
  stateFileUrl,
} from '../../../scripts/prerender'

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`

describe('prerendered document', () => {
  const html =
    '<title>About Us | CasinoCompass</title><meta name="description" content="x"/><link rel="canonical" href="https://s.example/about"/><div><h1>About Us</h1></div>'

  test('moves the leading head tags into <head> between markers and the markup into #root', () => {
    const doc = buildDocument(template, { path: '/about', html })
    const head = doc.slice(0, doc.indexOf('</head>'))
    expect(head).toContain(
      '<!--app-head--><title>About Us | CasinoCompass</title><meta name="description" content="x"/><link rel="canonical" href="https://s.example/about"/><!--/app-head-->',
    )
    expect(doc).toContain(
      '<div id="root" data-prerendered="/about"><div><h1>About Us</h1></div></div>',
    )
  })

  test('names the query state file on #root and asks for it with the code, not inline', () => {
    const stateUrl = stateFileUrl('{"queries":[]}')
    expect(stateUrl).toMatch(/^\/assets\/query-state\/[0-9a-f]{16}\.json$/)
    expect(stateFileUrl('{"queries":[1]}')).not.toBe(stateUrl)
    const doc = buildDocument(template, { path: '/ca', html: '<title>x</title><p>x</p>', stateUrl })
    expect(doc).toContain(`<div id="root" data-prerendered="/ca" data-query-state="${stateUrl}">`)
    expect(doc).toContain(
      `{"rel":"preload","as":"fetch","crossOrigin":"anonymous","href":"${stateUrl}"}`,
    )
    expect(doc).not.toContain('"queries"')
    expect(buildDocument(template, { path: '/', html: '<title>x</title>' })).not.toContain(
      'data-query-state',
    )
  })

  test('refuses a page with two titles', () => {
    expect(() =>
      buildDocument(template, { path: '/x', html: '<title>a</title><title>b</title><p></p>' }),
    ).toThrow(/one <title>/)
  })

  test('the shell for client-only pages has an empty root and loads its code at once', () => {
    const shell = buildShell(template)
    expect(shell).toContain('<div id="root"></div>')
    expect(shell).toContain('<script type="module" src="/assets/index.js"></script>')
  })

  test('a prerendered page loads its code once its content is on screen, modulepreloads included', () => {
    const built = `<head><script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css"></head>`
    const deferred = deferEntry(built)
    expect(deferred).not.toMatch(/<script[^>]+src=/)
    expect(deferred).not.toContain('rel="modulepreload"')
    expect(deferred).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">')
    const loader = /<script type="module">(.*)<\/script>/.exec(deferred)?.[1] ?? ''
    expect(loader).toContain('.observe({ type: "largest-contentful-paint", buffered: true })')
    expect(loader).toContain(
      'addEventListener("load", () => requestAnimationFrame(() => setTimeout(load)), { once: true })',
    )
    expect(loader).toContain('setTimeout(load, 2500)')
    // Get Bonus before hydration: caught for the tracker, tab opened inside the click.
    expect(loader).toContain('event.target.closest?.("a[data-brand-click]")')
    expect(loader).toContain('window.__earlyBrandClicks = { clicks: [], appStarted: false }')
    expect(loader).toContain('const tab = open("", "_blank")')
    expect(loader).toContain('if (document.visibilityState === "hidden") load()')
    expect(loader).toContain('[{"rel":"modulepreload","href":"/assets/vendor-B.js"}]')
    expect(loader).toContain('import("/assets/index-A.js")')
    expect(buildDocument(template, { path: '/about', html })).toContain(
      'import("/assets/index.js")',
    )
  })

  test('a page without a module entry is refused', () => {
    expect(() => deferEntry('<head></head>')).toThrow(/no module entry/)
  })
})

describe('public URLs', () => {
  test('the landing, static pages, each country with its categories and compare, reviews', () => {
    const urls = publicPaths(['north-star', 'maple-casino'])
    expect(urls[0]).toBe('/')
    for (const path of [
      '/about',
      '/disclosure',
      '/privacy',
      '/terms',
      '/slots',
      '/poker',
      '/blackjack',
    ]) {
      expect(urls).toContain(path)
    }
    for (const country of ['ca', 'uk', 'de', 'au', 'se', 'hu', 'hr', 'ro']) {
      for (const suffix of ['', '/slots', '/poker', '/blackjack', '/compare']) {
        expect(urls).toContain(`/${country}${suffix}`)
      }
    }
    expect(urls).toContain('/reviews/north-star')
    expect(urls).toContain('/reviews/maple-casino')
    expect(urls).toHaveLength(1 + 7 + 8 * 5 + 2)
    expect(urls.some((url) => url.startsWith('/admin'))).toBe(false)
  })

  test('sitemap.xml lists absolute URLs; robots.txt keeps /admin out and names the sitemap', () => {
    const sitemap = buildSitemap('https://s.example', ['/', '/ca'], '2026-01-02')
    expect(sitemap).toContain('<loc>https://s.example/</loc><lastmod>2026-01-02</lastmod>')
    expect(sitemap).toContain('<loc>https://s.example/ca</loc>')
    const robots = buildRobots('https://s.example')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Sitemap: https://s.example/sitemap.xml')
  })
})
