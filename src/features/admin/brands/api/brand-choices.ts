/**
 * The countries and categories the brand list filters by and a duplicate can target,
 * every one of them (staff read inactive ones too), in their own order.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

export type Choice = { id: string; name: string; slug: string }
export type BrandChoices = { countries: Choice[]; categories: Choice[] }

export async function getBrandChoices(signal?: AbortSignal): Promise<BrandChoices> {
  let countries = supabase
    .from('countries')
    .select('id, name, slug')
    .order('sort_order')
    .order('name')
  let categories = supabase
    .from('categories')
    .select('id, name, slug')
    .order('sort_order')
    .order('name')
  if (signal) {
    countries = countries.abortSignal(signal)
    categories = categories.abortSignal(signal)
  }
  const [countryResult, categoryResult] = await Promise.all([countries, categories])
  return { countries: unwrap(countryResult), categories: unwrap(categoryResult) }
}

export const brandChoicesQueryOptions = () =>
  queryOptions({
    queryKey: brandKeys.choices(),
    queryFn: ({ signal }) => getBrandChoices(signal),
  })

export function useBrandChoices() {
  return useQuery(brandChoicesQueryOptions())
}
