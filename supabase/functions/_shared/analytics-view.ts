/**
 * The breakdown of an Analytics view as its URL carries it (`breakdown=<dimension>`,
 * `rank=<order>`), shared by the Analytics page and the reports function, which emails a saved
 * view's top rows (the edge functions cannot import src/). No imports: Deno, Node and the
 * browser run it unchanged.
 */

/** The dimensions report_breakdown groups by, in the page's tab order, with their names. */
export const BREAKDOWNS = [
  { key: 'brand', label: 'Brand' },
  { key: 'country', label: 'Country' },
  { key: 'device', label: 'Device' },
  { key: 'browser', label: 'Browser' },
  { key: 'os', label: 'OS' },
  { key: 'source', label: 'Source' },
  { key: 'campaign', label: 'UTM campaign' },
  { key: 'landing', label: 'Landing page' },
  { key: 'position', label: 'Card position' },
] as const
export type BreakdownKey = (typeof BREAKDOWNS)[number]['key']

/** What report_breakdown ranks values by before it keeps the first ones. */
export const BREAKDOWN_ORDERS = ['sessions', 'clicks', 'conversions', 'revenue'] as const
export type BreakdownOrder = (typeof BREAKDOWN_ORDERS)[number]

export const BREAKDOWN_PARAM = 'breakdown'
export const RANK_PARAM = 'rank'
export const DEFAULT_BREAKDOWN: BreakdownKey = 'brand'
export const DEFAULT_RANK: BreakdownOrder = 'clicks'

export type BreakdownView = { dimension: BreakdownKey; order: BreakdownOrder }

/** The breakdown a URL's parameters choose; an unknown value is the default. */
export function breakdownOf(params: { get(key: string): string | null }): BreakdownView {
  const dimension = params.get(BREAKDOWN_PARAM)
  const order = params.get(RANK_PARAM)
  return {
    dimension: BREAKDOWNS.find((entry) => entry.key === dimension)?.key ?? DEFAULT_BREAKDOWN,
    order: BREAKDOWN_ORDERS.find((entry) => entry === order) ?? DEFAULT_RANK,
  }
}

/** The dimension's name ('UTM campaign'). */
export function breakdownLabel(dimension: BreakdownKey): string {
  return BREAKDOWNS.find((entry) => entry.key === dimension)?.label ?? dimension
}
