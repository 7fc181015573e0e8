/**
 * What a ranking URL resolves to once the country and category rows are known. Apart from
 * the category cards (categories.ts): the compare page needs this, not the cards.
 */
import { getCountryName, isKnownCountry } from '@/config/countries'
import { DEFAULT_CATEGORY, LAUNCH_CATEGORIES } from '@/config/paths'
import type { CategoryRow } from './categories'

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
 * A two-letter code with no active row is still a ranking, named 'Global' (SPEC.md section
 * 2: "any other Global"); a longer slug with no row is no page at all.
 */
const COUNTRY_CODE = /^[a-z]{2}$/

/**
 * What a ranking URL shows. A slug that is neither an active country nor a two-letter code,
 * or a category other than the default with no active row, is the 404 page. A launch country and category are shown at once with
 * the spec's names (the rows may still turn them into a 404); another country waits for its
 * row, whose name it shows. A failed read shows the page with what is known: the brand list
 * then says what went wrong.
 */
export function resolveRankingCatalog(input: CatalogInput): RankingCatalog {
  const { country, category, countryRow, categories } = input
  if (countryRow === null && !COUNTRY_CODE.test(country)) return { status: 'not-found' }
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
