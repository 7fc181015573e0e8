/**
 * The ranking categories as the public pages use them: the rows of the categories table
 * (active ones only) and the 'Other Categories' cards built from them (SPEC.md section 2).
 */
import { DEFAULT_CATEGORY, paths } from '@/config/paths'

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
