/**
 * Read countries (SPEC.md section 7): id, name, slug, flag_icon, language, the card
 * description and whether casino promotion is open there (#26), ordered by name; fresh 10
 * minutes, kept 30 (section 9).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { getPostgrest } from '@/lib/postgrest'
import { countriesCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import { siteKeys } from './keys'

export async function getCountries(signal?: AbortSignal) {
  let query = (await getPostgrest())
    .from('countries')
    .select('id, name, slug, flag_icon, language, description, casino_promotion')
    .order('name', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export type CountryListItem = Awaited<ReturnType<typeof getCountries>>[number]

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    ...countriesCacheSettings,
  })

export function useCountries() {
  return useQuery(countriesQueryOptions())
}

/** Fills the cache for a server render of the landing page. */
export function prefetchCountries(queryClient: QueryClient) {
  return queryClient.prefetchQuery(countriesQueryOptions())
}
