/**
 * The ranking visitors see, the one rule behind the positions: a country's brands that are
 * active and not blocked in its market (the visitors' policy on brands: licence, blacklist,
 * a market closed to promotion), by sort_order, ties by id (so equal sort orders never swap
 * between loads). The public list reads this way; the admin shows each brand's position from
 * it (staff read every brand, so the narrowing is said in the query, not left to RLS).
 */

/** The query's filter and order calls, as supabase-js and postgrest-js builders take them. */
type RankingQuery<Q> = {
  eq: (column: 'is_active', value: true) => Q
  is: (column: 'market_block', value: null) => Q
  order: (column: 'sort_order' | 'id', options: { ascending: true }) => Q
}

/** `query` narrowed to the brands visitors see ranked, in ranking order. */
export function visitorRanking<Q extends RankingQuery<Q>>(query: Q): Q {
  return query
    .eq('is_active', true)
    .is('market_block', null)
    .order('sort_order', { ascending: true })
    .order('id', { ascending: true })
}

/**
 * Each brand's position (1 first) in its country's ranking, and each country's number of
 * ranked brands, from the brands visitors see read in ranking order (visitorRanking), any countries.
 */
export function rankingPositions(brands: readonly { id: string; country_id: string }[]): {
  positions: Map<string, number>
  sizes: Map<string, number>
} {
  const sizes = new Map<string, number>()
  const positions = new Map<string, number>()
  for (const brand of brands) {
    const position = (sizes.get(brand.country_id) ?? 0) + 1
    sizes.set(brand.country_id, position)
    positions.set(brand.id, position)
  }
  return { positions, sizes }
}
