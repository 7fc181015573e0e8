/** The choices of the brand form: every country and category (staff read inactive ones too). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

export type CountryOption = {
  id: string
  name: string
  slug: string
  flag_icon: string | null
  is_active: boolean
  /** Whether the market lists brands only with a licence valid today. */
  licence_required: boolean
}
export type CategoryOption = { id: string; name: string; is_active: boolean }

export type BrandFormOptions = { countries: CountryOption[]; categories: CategoryOption[] }

async function getBrandFormOptions(signal: AbortSignal): Promise<BrandFormOptions> {
  const [countries, categories] = await Promise.all([
    supabase
      .from('countries')
      .select('id, name, slug, flag_icon, is_active, licence_required')
      .order('sort_order')
      .order('name')
      .abortSignal(signal),
    supabase
      .from('categories')
      .select('id, name, is_active')
      .order('sort_order')
      .order('name')
      .abortSignal(signal),
  ])
  return { countries: unwrap(countries), categories: unwrap(categories) }
}

export function useBrandFormOptions() {
  return useQuery(
    queryOptions({
      queryKey: brandKeys.formOptions(),
      queryFn: ({ signal }) => getBrandFormOptions(signal),
      // Fetched again each time a form opens: a country added a minute ago is offered.
      staleTime: 0,
    }),
  )
}
