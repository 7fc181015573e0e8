/**
 * The order of a country's ranking, the one rule behind the positions visitors see: its
 * active brands by sort_order, ties by id (so equal sort orders never swap between loads).
 * The public list reads in this order; the admin shows each brand's position from it.
 */

/** The query's `order` calls, as supabase-js and postgrest-js builders both take them. */
type Orderable<Q> = { order: (column: 'sort_order' | 'id', options: { ascending: true }) => Q }

/** `query` ordered as the ranking: sort_order, then id. */
export function inRankingOrder<Q extends Orderable<Q>>(query: Q): Q {
  return query.order('sort_order', { ascending: true }).order('id', { ascending: true })
}

/**
 * Each brand's position (1 first) in its country's ranking, and each country's number of
 * ranked brands, from active brands read in ranking order (inRankingOrder), any countries.
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
