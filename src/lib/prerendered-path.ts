/**
 * The prerender marks #root with the path it rendered (`data-prerendered`). The static host
 * answers a path with no file of its own with 404.html (rendered for /404), so the
 * document can be for another path than the one in the address bar: a country or category
 * added since the last build, whose page the app then renders in the browser. The response
 * keeps HTTP status 404 until the next build prerenders the page: crawlers see the page
 * from then on, visitors at once.
 */
const normalizePath = (path: string) => path.replace(/\/+$/, '') || '/'

/** The path `root` was prerendered for, or undefined when it was not prerendered. */
export function prerenderedPath(root: HTMLElement | null): string | undefined {
  const rendered = root?.dataset.prerendered
  return rendered === undefined ? undefined : normalizePath(rendered)
}

/** Whether the document holds a prerender of another path than `pathname`. */
export function prerenderedForAnotherPath(root: HTMLElement | null, pathname: string): boolean {
  const rendered = prerenderedPath(root)
  return rendered !== undefined && rendered !== normalizePath(pathname)
}
