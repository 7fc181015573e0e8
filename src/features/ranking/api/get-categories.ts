/**
 * The active ranking categories (RLS shows visitors the active rows only), in their sort
 * order: a category page's name and description and the 'Other Categories' cards follow
 * this table. Cached like the country list (fresh 10 minutes): a prerendered page shows the
 * categories of its build until the next one, a page rendered in the browser the table's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPostgrest } from '@/lib/postgrest'
import { countriesCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import { rankingKeys } from './keys'

export async function getCategories(signal?: AbortSignal) {
  let query = (await getPostgrest())
    .from('categories')
    .select('slug, name, description, icon')
    .order('sort_order', { ascending: true })
    .order('name', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export type Category = Awaited<ReturnType<typeof getCategories>>[number]

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: rankingKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    ...countriesCacheSettings,
  })
}

export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled })
}
