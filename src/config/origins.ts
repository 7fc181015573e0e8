/**
 * The two origins of a build: the public site (VITE_SITE_URL) and the admin area
 * (VITE_ADMIN_URL), kept apart so that the code snippets the public pages carry (a tag
 * manager, say) never run where the staff session is stored. The static host redirects
 * each area's URLs to its origin (scripts/static-host.ts); this is the same rule for
 * navigation inside the app, which a host never sees (the landing page's link to
 * /admin/login, the admin's 'Return to Home').
 */
export type SiteArea = 'public' | 'admin'

export type SiteOrigins = { site: string; admin: string }

/** The origins of the env's URLs; null when one server serves both areas (`vite dev`). */
export function siteOrigins(
  env: { VITE_SITE_URL: string; VITE_ADMIN_URL: string },
  oneServer: boolean,
): SiteOrigins | null {
  if (oneServer) return null
  return { site: new URL(env.VITE_SITE_URL).origin, admin: new URL(env.VITE_ADMIN_URL).origin }
}

/**
 * Where a page of `area` at `here` must go instead: the same path, query and fragment on
 * the area's origin. The admin runs on its own origin only (any other may carry snippets);
 * a public page leaves the admin's origin only, so that a copy of the site on another
 * address (a host's deploy preview) keeps its visitors. Null when the page stays.
 *
 * @example areaRedirect('admin', new URL('https://example.com/admin/login'), origins)
 *   // 'https://admin.example.com/admin/login'
 */
export function areaRedirect(
  area: SiteArea,
  here: Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'>,
  origins: SiteOrigins | null,
): string | null {
  if (!origins || origins.site === origins.admin) return null
  const stays = area === 'admin' ? here.origin === origins.admin : here.origin !== origins.admin
  if (stays) return null
  const home = area === 'admin' ? origins.admin : origins.site
  return `${home}${here.pathname}${here.search}${here.hash}`
}
