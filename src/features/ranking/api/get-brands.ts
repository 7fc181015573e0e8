/**
 * Read brands (SPEC.md section 7): the brands visitors see ranked in a country (active, not
 * blocked in its market) in ranking order (sort_order, ties by id: lib/ranking-order.ts).
 * A category other than the default lists only the brands tagged with it (DESIGN.md
 * section 2). Always refetched on use, kept 30 s (brand list cache settings).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULT_CATEGORY } from '@/config/paths'
import { getPostgrest } from '@/lib/postgrest'
import { brandListCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import type { Brand } from '../lib/brand-rules'
import type { LicenceSpan } from '../lib/market-rules'
import { visitorRanking } from '../lib/ranking-order'
import { useCountry } from './get-country'
import { rankingKeys } from './keys'

type BrandListParams = { countryId: string | null; category: string }

/** A ranked brand with its licences (a region may list only its regulator's, #26). */
export type RankedBrand = Brand & { licences?: LicenceSpan[] }

export async function getBrands(
  { countryId, category }: BrandListParams,
  signal?: AbortSignal,
): Promise<RankedBrand[]> {
  // No such country: nothing is ranked for it (instead of every country's brands).
  if (!countryId) return []
  const client = await getPostgrest()
  const filtered = category !== DEFAULT_CATEGORY
  // Each brand's licences (regulator, days valid): a region may list only its regulator's (#26).
  const licences = 'licences:brand_licences(regulator_id, valid_from, valid_to)'
  let query = client
    .from('brands')
    .select(filtered ? `*, ${licences}, categories!inner(slug)` : `*, ${licences}`)
    .eq('country_id', countryId)
  if (filtered) query = query.eq('categories.slug', category)
  query = visitorRanking(query)
  if (signal) query = query.abortSignal(signal)
  const rows = unwrap(await query) as unknown as (RankedBrand & { categories?: unknown })[]
  return rows.map(({ categories: _categories, ...brand }) => brand)
}

export function brandsQueryOptions(params: BrandListParams) {
  return queryOptions({
    queryKey: rankingKeys.brands(params),
    queryFn: ({ signal }) => getBrands(params, signal),
    ...brandListCacheSettings,
  })
}

/** The ranking of a country slug and category: the country first, then its brands. */
export function useRankedBrands({ country, category }: { country: string; category: string }) {
  const countryQuery = useCountry(country)
  const countryId = countryQuery.data === undefined ? undefined : (countryQuery.data?.id ?? null)
  const brandsQuery = useQuery({
    ...brandsQueryOptions({ countryId: countryId ?? null, category }),
    enabled: countryId !== undefined,
  })
  // Data wins over a failed background refetch: a prerendered list stays on screen.
  if (brandsQuery.data) return { status: 'success' as const, error: null, brands: brandsQuery.data }
  const error = countryQuery.error ?? brandsQuery.error
  if (error) return { status: 'error' as const, error, brands: undefined }
  return { status: 'pending' as const, error: null, brands: undefined }
}
