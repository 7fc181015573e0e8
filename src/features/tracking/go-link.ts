/**
 * The address of every Get Bonus link: /go/{brand-slug} on the site's own domain (the static
 * host proxies it to the `go` edge function), which records the click server-side and
 * redirects to the casino. The page's own click handler records plain left clicks itself;
 * every other way of following the link (middle click, "open in new tab", no JavaScript, a
 * click before hydration) goes through the redirect, so none goes unrecorded.
 */
export interface GoLinkParams {
  /** The brand's 1-based place in the ranked list the link is in; null outside one. */
  position?: number | null
  /** The visitor's ids, once known, so the redirect links the click to the tab's session. */
  visitor?: { userId: string; sessionId: string } | null
}

/** @example goHref('royal-maple', { position: 2 }) // '/go/royal-maple?pos=2' */
export function goHref(brandSlug: string, { position, visitor }: GoLinkParams = {}): string {
  const query = new URLSearchParams()
  if (position) query.set('pos', String(position))
  if (visitor) {
    query.set('uid', visitor.userId)
    query.set('sid', visitor.sessionId)
  }
  const search = query.toString()
  return `/go/${encodeURIComponent(brandSlug)}${search ? `?${search}` : ''}`
}

/**
 * Whether the page handles a click itself: a plain primary click. A click with a modifier
 * (new tab or window, download) is left to the browser, which follows the link to /go.
 */
export function isPlainLeftClick(event: {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}
