/**
 * Every route of SPEC.md section 2 as data: the router, links and tests read paths from
 * here, never from string literals scattered over components.
 */
import { DEFAULT_COUNTRY } from './countries'

export const DEFAULT_CATEGORY = 'casino'

/** Categories with a static guide page (/slots) and a ranking per country (/ca/slots). */
export const GUIDE_CATEGORIES = ['slots', 'poker', 'blackjack'] as const
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number]

export const paths = {
  home: { path: '/', getHref: () => '/' },

  /** Ranking of a country's brands in the default category. */
  country: { path: '/:country', getHref: (country: string) => `/${country}` },
  compare: { path: '/:country/compare', getHref: (country: string) => `/${country}/compare` },
  category: {
    path: '/:country/:category',
    getHref: (country: string, category: string) => `/${country}/${category}`,
  },
  review: {
    path: '/reviews/:brandSlug',
    getHref: (brandSlug: string) => `/reviews/${encodeURIComponent(brandSlug)}`,
  },

  slots: { path: '/slots', label: 'Slots', getHref: () => '/slots' },
  poker: { path: '/poker', label: 'Poker', getHref: () => '/poker' },
  blackjack: { path: '/blackjack', label: 'Blackjack', getHref: () => '/blackjack' },

  about: { path: '/about', label: 'About Us', getHref: () => '/about' },
  disclosure: { path: '/disclosure', label: 'Disclosure', getHref: () => '/disclosure' },
  privacy: { path: '/privacy', label: 'Privacy Policy', getHref: () => '/privacy' },
  terms: { path: '/terms', label: 'Terms & Conditions', getHref: () => '/terms' },

  notFound: { path: '*' },

  /**
   * The public side knows only where the admin area is and its login page (the landing
   * page's staff link). The sections' paths and labels are the admin's own, in its
   * section registry (features/admin/sections.ts), which only the lazy admin area loads.
   */
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    login: {
      path: '/admin/login',
      /** `redirectTo` is where to go after signing in (a path inside /admin). */
      getHref: (redirectTo?: string) =>
        redirectTo ? `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/admin/login',
    },
  },
} as const

/**
 * The information and guide pages the header links, each at paths[key] with a route of
 * its own. Their texts are rows of the pages table (as are the pages created in the
 * admin, which the one-segment route finds): the prerender builds the published rows.
 */
export const INFO_PAGE_KEYS = [
  ...GUIDE_CATEGORIES,
  'about',
  'disclosure',
  'privacy',
  'terms',
] as const
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number]

/** The categories with the spec's own texts (their guide pages, the default ranking). */
export const LAUNCH_CATEGORIES: readonly string[] = [DEFAULT_CATEGORY, ...GUIDE_CATEGORIES]

/** A slug as the countries and categories tables allow it (their check constraints). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_COUNTRY_SLUG_LENGTH = 60

/** First segments the site's own pages take: no country can live there (/about, /reviews). */
const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  [...INFO_PAGE_KEYS.map((page) => paths[page].path), paths.review.path, paths.admin.root.path].map(
    (path) => path.split('/')[1] ?? '',
  ),
)

/**
 * A country route parameter: any slug the countries table allows, except the segments of
 * the site's own pages. Whether such a country exists (an active row) is the database's
 * answer: the ranking routes show the 404 page when there is none.
 */
export function isCountryParam(value: string | undefined): value is string {
  return (
    value !== undefined &&
    value.length <= MAX_COUNTRY_SLUG_LENGTH &&
    SLUG.test(value) &&
    !RESERVED_SEGMENTS.has(value)
  )
}

/** A category route parameter: a lowercase slug such as slots or live-casino. */
export function isCategoryParam(value: string | undefined): value is string {
  return value !== undefined && SLUG.test(value)
}

/**
 * The category slugs that have a ranking page of their own (/ca/live-casino): not the
 * default category (that is /ca) nor a segment a country route takes (/ca/compare).
 */
export function hasCategoryPage(slug: string): boolean {
  return (
    slug !== DEFAULT_CATEGORY && slug !== paths.compare.path.split('/')[2] && isCategoryParam(slug)
  )
}

/** The country a public URL is about: '/uk/slots' -> 'uk', '/about' -> undefined. */
export function countrySlugFromPathname(pathname: string): string | undefined {
  const first = pathname.split('/')[1]
  return isCountryParam(first) ? first : undefined
}

/**
 * Header and footer links. With a country in the URL the category links stay in that
 * country (/uk/slots); without, Compare goes to the default country's ranking and the
 * categories to their guide pages.
 */
export function categoryNavigation(country: string | undefined) {
  return [
    { label: 'Compare', href: paths.country.getHref(country ?? DEFAULT_COUNTRY) },
    ...GUIDE_CATEGORIES.map((category) => ({
      label: paths[category].label,
      href: country ? paths.category.getHref(country, category) : paths[category].getHref(),
    })),
  ]
}
