/**
 * The traffic contract (../traffic/filters.ts) as the logs' list filters, and the logs' own
 * yes/no keys on top. Each log declares the keys that apply to its rows (so they parse, show
 * and reset like any other list filter, with the contract's labels and checks) and reads them
 * back as TrafficFilters in its page fetch.
 */
import type { FilterDefinition, ListState } from '../data-table'
import {
  checkTrafficValue,
  FILTER_LABELS,
  filterValueLabel,
  FIXED_OPTIONS,
  parseTrafficFilters,
  TRAFFIC_URL_KEYS,
  type TrafficFilters,
  type TrafficKey,
} from '../traffic/filters'

/** Keys offered in the toolbar always; the rest only when a link sets them. */
const ALWAYS_SHOWN: readonly TrafficKey[] = [
  'period',
  'country',
  'brand',
  'device',
  'traffic',
  'converted',
]

function contractFilter(key: TrafficKey): FilterDefinition {
  return {
    key,
    label: FILTER_LABELS[key],
    // Country and brand options come from the database (the page's filterOptions).
    options: key in FIXED_OPTIONS ? FIXED_OPTIONS[key as keyof typeof FIXED_OPTIONS] : [],
    accepts: (value) => checkTrafficValue(key, value) !== null,
    valueLabel: (value) => filterValueLabel(key, value),
    onlyWhenSet: !ALWAYS_SHOWN.includes(key),
  }
}

/** The contract's filters by key; a log picks those that apply to its rows. */
export const CONTRACT_FILTERS = Object.fromEntries(
  TRAFFIC_URL_KEYS.map((key) => [key, contractFilter(key)]),
) as Record<TrafficKey, FilterDefinition>

/** A log's own yes/no filter (not part of the contract). */
export const yesNoFilter = (
  key: string,
  label: string,
  yes = 'Yes',
  no = 'No',
): FilterDefinition => ({
  key,
  label,
  options: [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ],
})

/** A yes/no filter's value: true, false, or null when not set. */
export function yesNoValue(state: ListState, key: string): boolean | null {
  const value = state.filters[key]
  return value === 'yes' ? true : value === 'no' ? false : null
}

/** The contract's keys of a list state, read as the contract reads them. */
export function trafficFiltersOf(state: ListState): TrafficFilters {
  return parseTrafficFilters(new URLSearchParams(state.filters))
}
