/**
 * Which slugs a page of the pages table may not take, because another route of the site
 * answers at /{slug}: the site's own routes and files, and countries (any two-letter code,
 * which the router reads as a country). The database refuses the same slugs, and also the
 * slug of any row of countries (migration 20261124000700_pages.sql, whose list a test
 * compares with this one).
 */

/** First URL segments the site's own routes and files take (/reviews, /admin, /assets). */
export const RESERVED_ROUTE_SEGMENTS: readonly string[] = [
  '404',
  'admin',
  'api',
  'assets',
  'auth',
  'compare',
  'functions',
  'go',
  'index',
  'login',
  'media',
  'rest',
  'reviews',
  'robots',
  'shell',
  'sitemap',
  'static',
  'storage',
  'uploads',
]

/** Why `slug` cannot be a page's slug, or null when nothing in code takes it. */
export function routeTakingPageSlug(slug: string): string | null {
  if (RESERVED_ROUTE_SEGMENTS.includes(slug)) return `/${slug} is a route of the site`
  if (/^[a-z]{2}$/.test(slug)) return `/${slug} would be read as a country code`
  return null
}
