/** Countries, brands and categories for Analytics' filter selects (slug and name). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { analyticsKeys } from '../../components/reporting/keys'

export async function getFilterOptions(signal: AbortSignal) {
  const [countries, brands, categories] = await Promise.all([
    supabase.from('countries').select('slug, name').order('sort_order').abortSignal(signal),
    supabase
      .from('brands')
      .select('brand_slug, brand_name')
      .order('brand_name')
      .abortSignal(signal),
    supabase.from('categories').select('slug, name').order('sort_order').abortSignal(signal),
  ])
  return {
    country: unwrap(countries).map((c) => ({ value: c.slug, label: c.name })),
    brand: unwrap(brands).map((b) => ({ value: b.brand_slug, label: b.brand_name })),
    category: unwrap(categories).map((c) => ({ value: c.slug, label: c.name })),
  }
}

export const filterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.options(),
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 5 * 60_000,
  })

export function useFilterOptions() {
  return useQuery(filterOptionsQueryOptions())
}
