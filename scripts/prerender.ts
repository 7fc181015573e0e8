/**
 * Prerender of the public site: every public URL is rendered from the database into a
 * complete HTML file (content, head tags, JSON-LD and the dehydrated query state that
 * hydrateRoot starts from), plus 404.html, sitemap.xml and robots.txt; and the shell (the
 * empty client-only document of the admin site, scripts/admin-site.ts). Run by scripts/build.ts after the browser
 * and server builds; the server build's module is entry-server.tsx.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import { hasCategoryPage, isCountryParam, paths } from '../src/config/paths.ts'
import { injectSnippets, type CodeSnippet } from './code-snippets.ts'
import { buildRobots } from './robots.ts'
import {
  LOADER_DATA_ID,
  type LoaderData,
  type PreloadLink,
} from '../src/features/tracking/early-click-loader.ts'

/** The server build's exports (src/entry-server.tsx). */
type ServerEntry = {
  preloadAllCode: () => Promise<void>
  listPublicCatalog: () => Promise<PublicCatalog>
  listActiveSnippets: () => Promise<CodeSnippet[]>
  createQueryClient: () => QueryClient
  prefetchRoute: (queryClient: QueryClient, url: string) => Promise<void>
  render: (
    url: string,
    queryClient: QueryClient,
  ) => { html: string; dehydratedState: DehydratedState }
}

export type PrerenderOptions = {
  outDir: string
  /** The built entry-server.js. */
  serverEntry: string
  siteUrl: string
  /** 'YYYY-MM-DD', the sitemap's lastmod. */
  buildDate: string
  /** The compiled early-click loader (scripts/inline-loader.ts) each page inlines. */
  loader: string
}

/** The path a page is served for 404s; never a real page. */
export const NOT_FOUND_PATH = '/404'

/** Head tags React 19 puts at the start of a server render without an <html> root. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/

/** The folder of the pages' query state files, inside the public site. */
export const QUERY_STATE_DIR = 'assets/query-state'

/**
 * Where a page's dehydrated query state is written: named by its content, so it can be
 * cached for good and a cached page never meets another build's state.
 */
export function stateFileUrl(json: string): string {
  return `/${QUERY_STATE_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`
}

/**
 * Puts a server render into the built index.html: head tags between <!--app-head--> and
 * <!--/app-head-->, the markup into #root marked with the path it was rendered for and the
 * URL of its query state (a file of its own: inline, the state of /ca would double the
 * HTML a phone must load before the first paint), and the module entry deferred.
 */
export function buildDocument(
  template: string,
  page: { path: string; html: string; stateUrl?: string },
  loader: string,
): string {
  const head = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? ''
  const body = page.html.slice(head.length)
  const titles = head.match(/<title>/g)?.length ?? 0
  if (titles > 1) throw new Error(`${page.path}: expected one <title>, found ${titles}`)
  if (titles === 0) console.warn(`Prerender: ${page.path} renders no <title>`)
  const state = page.stateUrl ? ` data-query-state="${page.stateUrl}"` : ''
  const withHead = deferEntry(template, loader, page.stateUrl).replace(
    '<!--app-head-->',
    () => `<!--app-head-->${head}<!--/app-head-->`,
  )
  const withRoot = withHead.replace(
    '<div id="root"><!--app-html--></div>',
    () => `<div id="root" data-prerendered="${page.path}"${state}>${body}</div>`,
  )
  if (withRoot === withHead)
    throw new Error('index.html has no <div id="root"><!--app-html--></div>')
  return withRoot
}

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g

/**
 * A prerendered page is complete without JavaScript: its module entry is replaced by the
 * early-click loader (src/features/tracking/early-click-loader.ts), which loads the code and
 * the query state once the content is on screen and catches Get Bonus clicks until the app
 * takes over. The loader is the same script on every page; what it loads is the page's
 * data beside it (the entry, the entry's modulepreloads and the query state's preload).
 */
export function deferEntry(template: string, loader: string, stateUrl?: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entry) throw new Error('index.html has no module entry script')
  const links: PreloadLink[] = [
    ...[...template.matchAll(MODULE_PRELOAD)].map((match) => ({
      rel: 'modulepreload',
      href: match[1]!,
    })),
    // main.tsx fetches it; `crossOrigin` makes the preload match that request.
    ...(stateUrl
      ? [{ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: stateUrl }]
      : []),
  ]
  const data: LoaderData = { entry, links }
  // JSON in HTML: no "<" may end the block early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script type="application/json" id="${LOADER_DATA_ID}">${json}</script>` +
        `<script type="module">${loader}</script>`,
    )
}

/** The empty document for client-only pages (the admin area). */
export function buildShell(template: string): string {
  return template.replace('<!--app-html-->', '')
}

/** The slugs of the active rows the public pages are built from (entry-server.tsx). */
export type PublicCatalog = {
  /** The published rows of the pages table (/about, /slots, pages created in the admin). */
  pageSlugs: readonly string[]
  brandSlugs: readonly string[]
  countrySlugs: readonly string[]
  categorySlugs: readonly string[]
}

/**
 * Every public URL to prerender, the landing first: each published page, each active
 * country's ranking, its category pages (one per active category) and its compare page,
 * from the database. A slug the site's own pages take (a country named /about) has no
 * page of its own.
 */
export function publicPaths({
  pageSlugs,
  brandSlugs,
  countrySlugs,
  categorySlugs,
}: PublicCatalog): string[] {
  const staticPages = pageSlugs.map((slug) => `/${slug}`)
  const categories = categorySlugs.filter(hasCategoryPage)
  const countryPages = countrySlugs
    .filter((slug) => isCountryParam(slug) && !pageSlugs.includes(slug))
    .flatMap((country) => [
      paths.country.getHref(country),
      ...categories.map((category) => paths.category.getHref(country, category)),
      paths.compare.getHref(country),
    ])
  const reviews = brandSlugs.map((slug) => paths.review.getHref(slug))
  return [paths.home.getHref(), ...staticPages, ...countryPages, ...reviews]
}

export function buildSitemap(siteUrl: string, urls: readonly string[], lastmod: string): string {
  const entries = urls
    .map(
      (url) =>
        `  <url><loc>${siteUrl}${url === '/' ? '/' : url}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

export type MarketPage = { path: string; market: string }

/** The paths of `urls` that belong to a market (/ca, /ca/slots, /ca/compare), with it. */
export function marketPages(
  urls: readonly string[],
  countrySlugs: readonly string[],
): MarketPage[] {
  return urls.flatMap((url) => {
    const market = url.split('/')[1] ?? ''
    return countrySlugs.includes(market) && isCountryParam(market) ? [{ path: url, market }] : []
  })
}

export function outputFile(outDir: string, urlPath: string): string {
  if (urlPath === '/') return path.join(outDir, 'index.html')
  if (urlPath === NOT_FOUND_PATH) return path.join(outDir, '404.html')
  return path.join(outDir, decodeURIComponent(urlPath), 'index.html')
}

function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

export type PrerenderResult = {
  /** The prerendered public paths. */
  urls: string[]
  /** The pages of each market (its page, categories and comparison): the build's evidence. */
  marketPages: MarketPage[]
  /** The active code snippets every page carries (their origins go into the CSP). */
  snippets: CodeSnippet[]
  /** The admin site's document (buildShell): the template before any page was written. */
  shell: string
}

/** Renders every public URL into `outDir`, with the active code snippets. */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { outDir, siteUrl } = options
  const server = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
  // Lazily loaded page parts must be loaded for renderToString to output them.
  await server.preloadAllCode()
  const catalog = await server.listPublicCatalog()
  const urls = publicPaths(catalog)
  const snippets = await server.listActiveSnippets()

  for (const url of [...urls, NOT_FOUND_PATH]) {
    const queryClient = server.createQueryClient()
    await server.prefetchRoute(queryClient, url)
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error')
    if (failed.length > 0) {
      const reasons = failed.map(
        (query) => `${JSON.stringify(query.queryKey)}: ${query.state.error?.message}`,
      )
      throw new Error(`Prerender of ${url}: data could not be read\n${reasons.join('\n')}`)
    }
    const { html, dehydratedState } = server.render(url, queryClient)
    let stateUrl: string | undefined
    if (dehydratedState.queries.length > 0) {
      const json = JSON.stringify(dehydratedState)
      stateUrl = stateFileUrl(json)
      writeFile(path.join(outDir, stateUrl), json)
    }
    writeFile(
      outputFile(outDir, url),
      injectSnippets(
        buildDocument(template, { path: url, html, stateUrl }, options.loader),
        snippets,
      ),
    )
    queryClient.clear()
  }

  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), buildSitemap(siteUrl, urls, options.buildDate))
  fs.writeFileSync(path.join(outDir, 'robots.txt'), buildRobots(siteUrl))
  return {
    urls,
    marketPages: marketPages(
      urls,
      catalog.countrySlugs.filter((slug) => !catalog.pageSlugs.includes(slug)),
    ),
    snippets,
    shell: buildShell(template),
  }
}
