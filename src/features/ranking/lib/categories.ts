/**
 * The ranking categories as the public pages use them: the rows of the categories table
 * (active ones only), the 'Other Categories' cards built from them (SPEC.md section 2), and
 * what a ranking URL resolves to once the country and category rows are known.
 */
import { getCountryName, isKnownCountry } from '@/config/countries'
import { DEFAULT_CATEGORY, LAUNCH_CATEGORIES, paths } from '@/config/paths'

/** A row of the categories table as the visitor reads it. */
export type CategoryRow = {
  slug: string
  name: string
  description: string | null
  icon: string | null
}

export type CategoryCard = CategoryRow & { href: string }

/**
 * Every active category but the current one, each linking to its ranking in `country`. The
 * default category is the spec's compare card: it links to /{country}/compare.
 */
export function otherCategories(
  categories: readonly CategoryRow[],
  country: string,
  current: string,
): CategoryCard[] {
  return categories
    .filter((category) => category.slug !== current)
    .map((category) => ({
      ...category,
      href:
        category.slug === DEFAULT_CATEGORY
          ? paths.compare.getHref(country)
          : paths.category.getHref(country, category.slug),
    }))
}

/** 'slots' -> 'Slots', 'live-casino' -> 'Live Casino': a category's name before its row arrives. */
export function categoryLabel(slug: string): string {
  if (slug === DEFAULT_CATEGORY) return 'Online Casinos'
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

export type RankingCatalog =
  | { status: 'not-found' }
  | { status: 'pending' }
  | {
      status: 'ready'
      countryName: string
      categoryName: string
      categoryDescription: string | null
      /** The active categories; undefined until read (or when they could not be). */
      categories: readonly CategoryRow[] | undefined
    }

export type CatalogInput = {
  country: string
  category: string
  /** The country's row: undefined while unknown (loading or failed), null when there is none. */
  countryRow: { name: string } | null | undefined
  /** The active categories: undefined while unknown. */
  categories: readonly CategoryRow[] | undefined
  /** Whether a read that could still change the answer is under way. */
  loading: boolean
}

/**
 * What a ranking URL shows. No active country row, or a category other than the default
 * with no active row, is the 404 page. A launch country and category are shown at once with
 * the spec's names (the rows may still turn them into a 404); another country waits for its
 * row, whose name it shows. A failed read shows the page with what is known: the brand list
 * then says what went wrong.
 */
export function resolveRankingCatalog(input: CatalogInput): RankingCatalog {
  const { country, category, countryRow, categories } = input
  if (countryRow === null) return { status: 'not-found' }
  const categoryRow = categories?.find((row) => row.slug === category)
  if (category !== DEFAULT_CATEGORY && categories && !categoryRow) return { status: 'not-found' }
  const namesKnown =
    (countryRow !== undefined || isKnownCountry(country)) &&
    (categoryRow !== undefined || LAUNCH_CATEGORIES.includes(category))
  if (input.loading && !namesKnown) return { status: 'pending' }
  return {
    status: 'ready',
    countryName: getCountryName(country, countryRow?.name),
    categoryName: categoryRow?.name ?? categoryLabel(category),
    categoryDescription: categoryRow?.description ?? null,
    categories,
  }
}
