/** Read country by slug (SPEC.md section 7): zero or one row, fresh 15 minutes. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPostgrest } from '@/lib/postgrest'
import { countryBySlugCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import { rankingKeys } from './keys'

export type Country = {
  id: string
  name: string
  slug: string
  flag_icon: string | null
  language: string | null
}

export async function getCountryBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<Country | null> {
  let query = (await getPostgrest())
    .from('countries')
    .select('id, name, slug, flag_icon, language')
    .eq('slug', slug)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query.maybeSingle())
}

export function countryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: rankingKeys.country(slug),
    queryFn: ({ signal }) => getCountryBySlug(slug, signal),
    ...countryBySlugCacheSettings,
  })
}

/** The lookup runs only when a slug is present (SPEC.md section 5). */
export function useCountry(slug: string | undefined) {
  return useQuery({ ...countryQueryOptions(slug ?? ''), enabled: Boolean(slug) })
}
