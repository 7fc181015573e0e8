/** The prerender's document assembly, URL list, sitemap and robots.txt. */
import { describe, expect, test } from 'vitest'
import {
  buildDocument,
  buildShell,
  buildSitemap,
  deferEntry,
  publicPaths,
  stateFileUrl,
} from '../../../scripts/prerender'
import { buildRobots } from '../../../scripts/robots'
import { LOADER_DATA_ID, type LoaderData } from '@/features/tracking/early-click-loader'

/** Stands for the compiled loader (scripts/inline-loader.ts, tested on its own). */
const loader = 'startLoader()'

/** The parameters a document hands its loader. */
function loaderData(doc: string): LoaderData {
  const json = new RegExp(`<script type="application/json" id="${LOADER_DATA_ID}">(.*?)</script>`)
  return JSON.parse(json.exec(doc)?.[1] ?? 'null') as LoaderData
}

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`

describe('prerendered document', () => {
  const html =
    '<title>About Us | CasinoCompass</title><meta name="description" content="x"/><link rel="canonical" href="https://s.example/about"/><div><h1>About Us</h1></div>'

  test('moves the leading head tags into <head> between markers and the markup into #root', () => {
    const doc = buildDocument(template, { path: '/about', html }, loader)
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
    const doc = buildDocument(
      template,
      { path: '/ca', html: '<title>x</title><p>x</p>', stateUrl },
      loader,
    )
    expect(doc).toContain(`<div id="root" data-prerendered="/ca" data-query-state="${stateUrl}">`)
    expect(loaderData(doc).links).toContainEqual({
      rel: 'preload',
      as: 'fetch',
      crossOrigin: 'anonymous',
      href: stateUrl,
    })
    expect(doc).not.toContain('"queries"')
    const landing = buildDocument(template, { path: '/', html: '<title>x</title>' }, loader)
    expect(landing).not.toContain('data-query-state')
    expect(loaderData(landing).links).toEqual([])
  })

  test('refuses a page with two titles', () => {
    expect(() =>
      buildDocument(
        template,
        { path: '/x', html: '<title>a</title><title>b</title><p></p>' },
        loader,
      ),
    ).toThrow(/one <title>/)
  })

  test('the shell for client-only pages has an empty root and loads its code at once', () => {
    const shell = buildShell(template)
    expect(shell).toContain('<div id="root"></div>')
    expect(shell).toContain('<script type="module" src="/assets/index.js"></script>')
  })

  test('a prerendered page hands its entry and modulepreloads to the inlined loader', () => {
    const built = `<head><script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css"></head>`
    const deferred = deferEntry(built, loader)
    expect(deferred).not.toMatch(/<script[^>]+src=/)
    expect(deferred).not.toContain('rel="modulepreload"')
    expect(deferred).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">')
    expect(deferred).toContain(`<script type="module">${loader}</script>`)
    expect(loaderData(deferred)).toEqual({
      entry: '/assets/index-A.js',
      links: [{ rel: 'modulepreload', href: '/assets/vendor-B.js' }],
    })
    // The same script on every page: the CSP allows it by one hash.
    const about = buildDocument(template, { path: '/about', html }, loader)
    expect(about).toContain(`<script type="module">${loader}</script>`)
    expect(loaderData(about).entry).toBe('/assets/index.js')
  })

  test('the loader data cannot end its script block', () => {
    const hostile = '<head><script type="module" src="/assets/a</script>.js"></script></head>'
    const deferred = deferEntry(hostile, loader)
    expect(deferred.match(/<\/script>/g)).toHaveLength(2)
    expect(loaderData(deferred).entry).toBe('/assets/a</script>.js')
  })

  test('a page without a module entry is refused', () => {
    expect(() => deferEntry('<head></head>', loader)).toThrow(/no module entry/)
  })
})

describe('public URLs', () => {
  const launch = {
    pageSlugs: ['about', 'disclosure', 'privacy', 'terms', 'slots', 'poker', 'blackjack'],
    countrySlugs: ['ca', 'uk', 'de', 'au', 'se', 'hu', 'hr', 'ro'],
    categorySlugs: ['casino', 'slots', 'poker', 'blackjack'],
  }

  test('the landing, static pages, each country with its categories and compare, reviews', () => {
    const urls = publicPaths({ brandSlugs: ['north-star', 'maple-casino'], ...launch })
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

  test("the countries and categories are the database's active rows, whatever their slugs", () => {
    const urls = publicPaths({
      pageSlugs: ['about'],
      brandSlugs: [],
      countrySlugs: ['ca', 'new-zealand', 'about'],
      categorySlugs: ['casino', 'slots', 'live-dealer', 'compare'],
    })
    expect(urls.filter((url) => url.startsWith('/new-zealand'))).toEqual([
      '/new-zealand',
      '/new-zealand/slots',
      '/new-zealand/live-dealer',
      '/new-zealand/compare',
    ])
    expect(urls).toContain('/ca/live-dealer')
    expect(urls).not.toContain('/ca/casino')
    expect(urls.filter((url) => url === '/about')).toHaveLength(1)
    expect(urls.some((url) => url.startsWith('/about/'))).toBe(false)
  })

  test('a page created in the admin is built at /{slug}, and a country never takes its path', () => {
    const urls = publicPaths({
      ...launch,
      pageSlugs: [...launch.pageSlugs, 'responsible-gambling'],
      countrySlugs: [...launch.countrySlugs, 'responsible-gambling'],
      brandSlugs: [],
    })
    expect(urls.filter((url) => url.startsWith('/responsible-gambling'))).toEqual([
      '/responsible-gambling',
    ])
  })

  test('sitemap.xml lists absolute URLs; robots.txt keeps /admin and /go/ out and names the sitemap', () => {
    const sitemap = buildSitemap('https://s.example', ['/', '/ca'], '2026-01-02')
    expect(sitemap).toContain('<loc>https://s.example/</loc><lastmod>2026-01-02</lastmod>')
    expect(sitemap).toContain('<loc>https://s.example/ca</loc>')
    const robots = buildRobots('https://s.example')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /go/')
    expect(robots).toContain('Sitemap: https://s.example/sitemap.xml')
  })
})
