/**
 * Fills a query client for the prerender with what the pages read on first render. A
 * failing read throws, so a broken build fails loudly instead of prerendering skeletons.
 */
import type { QueryClient } from '@tanstack/react-query'
import { DEFAULT_CATEGORY } from '@/config/paths'
import { brandsQueryOptions } from './get-brands'
import { categoriesQueryOptions } from './get-categories'
import { countryQueryOptions } from './get-country'

async function prefetchBrands(
  queryClient: QueryClient,
  { country, category }: { country: string; category: string },
): Promise<void> {
  const found = await queryClient.fetchQuery(countryQueryOptions(country))
  await queryClient.fetchQuery(brandsQueryOptions({ countryId: found?.id ?? null, category }))
}

/** A ranking page reads its country, the categories (names, cards) and the brands. */
export async function prefetchRanking(
  queryClient: QueryClient,
  { country, category = DEFAULT_CATEGORY }: { country: string; category?: string },
): Promise<void> {
  await Promise.all([
    prefetchBrands(queryClient, { country, category }),
    queryClient.fetchQuery(categoriesQueryOptions()),
  ])
}

export function prefetchCompare(queryClient: QueryClient, { country }: { country: string }) {
  return prefetchBrands(queryClient, { country, category: DEFAULT_CATEGORY })
}
