/**
 * An Analytics view as its URL carries it, shared by the Analytics page and the reports
 * function, which emails a saved view (the edge functions cannot import src/): the traffic
 * filter contract's keys and their names (the rest of the contract, parsing and writing, is
 * src/features/admin/components/traffic/filters.ts), and the breakdown shown
 * (`breakdown=<dimension>`, `rank=<order>`). No imports: Deno, Node and the browser run it
 * unchanged.
 */

/** The filters that hold free text (a slug, a name, a host, a path). */
export const TEXT_FILTER_KEYS = [
  'country',
  'brand',
  'category',
  'device',
  'browser',
  'os',
  'source',
  'medium',
  'campaign',
  'social',
  'referrer',
  'landing',
] as const
export type TextFilterKey = (typeof TEXT_FILTER_KEYS)[number]

/** Every key of the contract, in the order links write them. */
export const TRAFFIC_URL_KEYS = [
  'period',
  'from',
  'to',
  ...TEXT_FILTER_KEYS,
  'position',
  'traffic',
  'converted',
] as const
export type TrafficKey = (typeof TRAFFIC_URL_KEYS)[number]

/** The keys that narrow the rows (everything but the period). */
export const NARROWING_KEYS = [...TEXT_FILTER_KEYS, 'position', 'traffic', 'converted'] as const
export type NarrowingKey = (typeof NARROWING_KEYS)[number]

export const FILTER_LABELS: Record<TrafficKey, string> = {
  period: 'Period',
  from: 'From',
  to: 'To',
  country: 'Country',
  brand: 'Brand',
  category: 'Category',
  device: 'Device',
  browser: 'Browser',
  os: 'OS',
  source: 'UTM source',
  medium: 'UTM medium',
  campaign: 'UTM campaign',
  social: 'Social source',
  referrer: 'Referrer',
  landing: 'Landing page',
  position: 'Card position',
  traffic: 'Traffic',
  converted: 'Converted',
}

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
