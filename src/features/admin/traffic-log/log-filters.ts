/**
 * The URL filter contract of the traffic pages (Analytics links into the logs with it):
 * `period` (today | yesterday | 7d | 30d | 90d) or `from` / `to` (YYYY-MM-DD, inclusive, days
 * of the reporting time zone); `country`, `brand`, `category`, `device`, `browser`, `os`,
 * `source`, `medium`, `campaign`, `social`, `referrer` (host), `landing` (path), `position`,
 * `traffic` (humans | all) and `converted` (yes | no). Each log declares the keys that apply
 * to its rows as list filters (so they parse, show and reset like any other) and applies
 * them in its page fetch; `period` wins over `from` / `to` when both are given.
 */
import type { FilterDefinition, FilterOption, ListState } from '../components/data-table'
import { PERIOD_LABELS, PERIOD_PRESETS } from '../traffic/filters'

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const anyText = (value: string) => value.trim() !== '' && value.length <= 255
const isSlug = (value: string) => value.length <= 100 && SLUG.test(value)

export const PERIOD_OPTIONS: readonly FilterOption[] = PERIOD_PRESETS.map((value) => ({
  value,
  label: PERIOD_LABELS[value],
}))

export const DEVICE_OPTIONS: readonly FilterOption[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'mobile', label: 'Mobile' },
]

const yesNo = (key: string, label: string, yes = 'Yes', no = 'No'): FilterDefinition => ({
  key,
  label,
  options: [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ],
})

/** A contract key whose value is free text (a host, a path, a UTM value). */
const textFilter = (key: string, label: string): FilterDefinition => ({
  key,
  label,
  options: [],
  accepts: anyText,
  onlyWhenSet: true,
})

/** The contract's filters by key; a log picks those that apply to its rows. */
export const CONTRACT_FILTERS = {
  period: { key: 'period', label: 'Period', options: PERIOD_OPTIONS },
  from: {
    key: 'from',
    label: 'From',
    options: [],
    accepts: (v) => DATE.test(v),
    onlyWhenSet: true,
  },
  to: { key: 'to', label: 'To', options: [], accepts: (v) => DATE.test(v), onlyWhenSet: true },
  // Options come from the database (the page's filterOptions).
  country: { key: 'country', label: 'Country', options: [], accepts: anyText },
  brand: { key: 'brand', label: 'Brand', options: [], accepts: isSlug },
  category: { key: 'category', label: 'Category', options: [], accepts: isSlug, onlyWhenSet: true },
  device: { key: 'device', label: 'Device', options: DEVICE_OPTIONS },
  browser: textFilter('browser', 'Browser'),
  os: textFilter('os', 'OS'),
  source: textFilter('source', 'UTM source'),
  medium: textFilter('medium', 'UTM medium'),
  campaign: textFilter('campaign', 'UTM campaign'),
  social: textFilter('social', 'Social'),
  referrer: textFilter('referrer', 'Referrer'),
  landing: textFilter('landing', 'Landing page'),
  position: {
    key: 'position',
    label: 'Position',
    options: [],
    accepts: (v) => /^[1-9]\d?$|^100$/.test(v),
    onlyWhenSet: true,
  },
  traffic: {
    key: 'traffic',
    label: 'Traffic',
    options: [
      { value: 'humans', label: 'Humans only' },
      { value: 'all', label: 'All traffic' },
    ],
  },
  converted: yesNo('converted', 'Converted'),
} satisfies Record<string, FilterDefinition>

export { yesNo as yesNoFilter }

/** A yes/no filter's value: true, false, or null when not set. */
export function yesNoValue(state: ListState, key: string): boolean | null {
  const value = state.filters[key]
  return value === 'yes' ? true : value === 'no' ? false : null
}

/** The period the URL asks for, or null for all time. */
export type PeriodRequest = { period: string } | { from: string | null; to: string | null }

export function periodRequest(state: ListState): PeriodRequest | null {
  const { period, from, to } = state.filters
  if (period) return { period }
  if (from || to) return { from: from ?? null, to: to ?? null }
  return null
}
