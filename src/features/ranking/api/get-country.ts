/**
 * Read country by slug (SPEC.md section 7): zero or one row, fresh 15 minutes; with the
 * market's rules (#26): whether casino promotion is open there and its market_rules rows
 * (the market's and its regions'), read with an explicit column list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPostgrest } from '@/lib/postgrest'
import { countryBySlugCacheSettings } from '@/lib/query-client'
import { unwrap } from '@/lib/result'
import { MARKET_RULE_COLUMNS, type Market, type MarketRuleRow } from '../lib/market-rules'
import { rankingKeys } from './keys'

export type Country = {
  id: string
  name: string
  slug: string
  flag_icon: string | null
  language: string | null
  /** False where casino promotion is unlawful (a closed market); absent reads as open. */
  casino_promotion?: boolean
  market_rules?: MarketRuleRow[]
}

/** The country's market as the rules read it (a missing flag or rule list: open, no rules). */
export function marketOf(country: Country | null | undefined): Market | null {
  if (!country) return null
  return {
    slug: country.slug,
    name: country.name,
    language: country.language,
    casino_promotion: country.casino_promotion !== false,
    market_rules: country.market_rules ?? [],
  }
}

export async function getCountryBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<Country | null> {
  let query = (await getPostgrest())
    .from('countries')
    .select(
      `id, name, slug, flag_icon, language, casino_promotion, market_rules(${MARKET_RULE_COLUMNS})`,
    )
    .eq('slug', slug)
  if (signal) query = query.abortSignal(signal)
  // The generated types lag the market_rules migration: the row is typed by hand above.
  return unwrap(await query.maybeSingle()) as unknown as Country | null
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
