/**
 * Options of the logs' database-backed filters: Country (the site's countries by code) and
 * Brand (every brand slug, once, named by its brand; a slug shared by one brand's copies in
 * several countries filters them together, as Analytics' brand rows do).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { FilterOption } from '../../data-table'
import { trafficLogKeys } from '../keys'
import { siteCountries } from '../resolve-filters'

export async function getLogFilterOptions(signal: AbortSignal) {
  const [countries, brands] = await Promise.all([
    // Remembered for every log's filters and pages, so no one caller's signal may cancel it.
    siteCountries(supabase),
    supabase
      .from('brands')
      .select('brand_slug, brand_name')
      .order('brand_name')
      .abortSignal(signal),
  ])
  const brandOptions = new Map<string, FilterOption>()
  for (const brand of unwrap(brands)) {
    if (!brandOptions.has(brand.brand_slug)) {
      brandOptions.set(brand.brand_slug, { value: brand.brand_slug, label: brand.brand_name })
    }
  }
  return {
    country: countries.map((country) => ({ value: country.slug, label: country.name })),
    brand: [...brandOptions.values()],
  }
}

export const logFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: trafficLogKeys.filterOptions(),
    queryFn: ({ signal }) => getLogFilterOptions(signal),
    staleTime: 5 * 60_000,
  })

export function useLogFilterOptions() {
  return useQuery(logFilterOptionsQueryOptions())
}
