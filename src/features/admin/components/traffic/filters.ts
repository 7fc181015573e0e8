/**
 * The traffic filter model: the one URL contract of Analytics (/admin/analytics), Incoming
 * Clicks (/admin/incoming) and Outgoing Clicks (/admin/click-log), so a number on Analytics
 * opens the log filtered to the rows behind it. It owns the keys, their labels and checks,
 * parsing and writing, the period's resolution and the words a filter's value is shown with;
 * the logs add their own keys on top (../traffic-log/log-filters.ts).
 *
 * URL keys: `period` (today|yesterday|7d|30d|90d) or `from` / `to` (YYYY-MM-DD, inclusive, days
 * in the reporting time zone; `period` wins when both are given); `country` (a countries slug,
 * or a country name as recorded for visitors from elsewhere), `brand` and `category` (slugs),
 * `device` (desktop|mobile|tablet), `browser`, `os`, `source` (utm_source), `medium`,
 * `campaign`, `social` (social source), `referrer` (host), `landing` (path), `position` (card
 * position, 1 = top), `traffic` (humans|all; absent: Analytics counts humans, the logs show
 * all), `converted` (yes|no: the click has an accepted postback or not).
 * The report functions take the same keys as their p_filters (toReportFilters).
 */
import {
  FILTER_LABELS,
  NARROWING_KEYS,
  TRAFFIC_URL_KEYS,
  type TextFilterKey,
  type TrafficKey,
} from '../../../../../supabase/functions/_shared/analytics-view.ts'
import type { FilterOption } from '../data-table'

export const PERIOD_PRESETS = ['today', 'yesterday', '7d', '30d', '90d'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]
export const DEFAULT_PERIOD: PeriodPreset = '30d'

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
}

export {
  FILTER_LABELS,
  NARROWING_KEYS,
  TEXT_FILTER_KEYS,
  TRAFFIC_URL_KEYS,
  type NarrowingKey,
  type TextFilterKey,
  type TrafficKey,
} from '../../../../../supabase/functions/_shared/analytics-view.ts'

export type TrafficFilters = Partial<Record<TextFilterKey, string>> & {
  period?: PeriodPreset
  from?: string
  to?: string
  position?: number
  traffic?: 'humans' | 'all'
  converted?: 'yes' | 'no'
}

const options = (labels: Record<string, string>): readonly FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** The keys whose values are a fixed list, with each value's words. */
export const FIXED_OPTIONS = {
  period: options(PERIOD_LABELS),
  device: options({ desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' }),
  traffic: options({ humans: 'Humans only', all: 'All traffic' }),
  converted: options({ yes: 'Converted', no: 'Not converted' }),
} satisfies Partial<Record<TrafficKey, readonly FilterOption[]>>

const MAX_TEXT = 255
const DATE = /^\d{4}-\d{2}-\d{2}$/
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A real calendar date as YYYY-MM-DD, or null. */
function parseDate(value: string): string | null {
  if (!DATE.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

const text = (value: string) => (value.length <= MAX_TEXT ? value : null)
const slug = (value: string) => (value.length <= 100 && SLUG.test(value) ? value : null)
const oneOf = (list: readonly FilterOption[]) => (value: string) =>
  list.some((option) => option.value === value) ? value : null

/** Each key's check: the value as the contract keeps it (trimmed), or null when malformed. */
const CHECKS: Record<TrafficKey, (value: string) => string | null> = {
  period: oneOf(FIXED_OPTIONS.period),
  from: parseDate,
  to: parseDate,
  country: text,
  brand: slug,
  category: slug,
  device: oneOf(FIXED_OPTIONS.device),
  browser: text,
  os: text,
  source: text,
  medium: text,
  campaign: text,
  social: text,
  referrer: text,
  landing: text,
  position: (value) => (/^([1-9]\d?|100)$/.test(value) ? value : null),
  traffic: oneOf(FIXED_OPTIONS.traffic),
  converted: oneOf(FIXED_OPTIONS.converted),
}

/** The value a key keeps from the URL, or null: what parsing and the logs' filters accept. */
export function checkTrafficValue(key: TrafficKey, value: string | null): string | null {
  const trimmed = value?.trim()
  return trimmed ? CHECKS[key](trimmed) : null
}

/**
 * Reads the contract's keys; anything malformed is left out rather than guessed. A preset
 * period wins over custom days, and days out of order are dropped.
 */
export function parseTrafficFilters(params: URLSearchParams): TrafficFilters {
  const raw: Partial<Record<TrafficKey, string>> = {}
  for (const key of TRAFFIC_URL_KEYS) {
    const value = checkTrafficValue(key, params.get(key))
    if (value !== null) raw[key] = value
  }
  const { period, from, to, position, traffic, converted, ...rest } = raw
  const filters: TrafficFilters = rest
  if (period) filters.period = period as PeriodPreset
  else if (!(from && to && from > to)) {
    if (from) filters.from = from
    if (to) filters.to = to
  }
  if (position) filters.position = Number(position)
  if (traffic) filters.traffic = traffic as TrafficFilters['traffic']
  if (converted) filters.converted = converted as TrafficFilters['converted']
  return filters
}

/**
 * Writes `filters` into a copy of `params`: the contract's keys are replaced, other keys (a list's
 * page, sort, columns) are kept.
 */
export function writeTrafficFilters(
  filters: TrafficFilters,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of TRAFFIC_URL_KEYS) next.delete(key)
  for (const key of TRAFFIC_URL_KEYS) {
    const value = filters[key]
    if (value !== undefined && value !== '') next.set(key, String(value))
  }
  return next
}

export interface DateRange {
  from: string
  to: string
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** `date` moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const PRESET_DAYS: Record<PeriodPreset, { back: number; days: number }> = {
  today: { back: 0, days: 1 },
  yesterday: { back: 1, days: 1 },
  '7d': { back: 0, days: 7 },
  '30d': { back: 0, days: 30 },
  '90d': { back: 0, days: 90 },
}

/**
 * The inclusive day range the filters select, `today` being today in the reporting time zone.
 * Reports need both ends: a lone `from` runs to today, a lone `to` takes the default length.
 */
export function resolvePeriod(filters: TrafficFilters, today: string): DateRange {
  if (!filters.period && (filters.from || filters.to)) {
    const to = filters.to ?? (filters.from! > today ? filters.from! : today)
    return { from: filters.from ?? addDays(to, 1 - PRESET_DAYS[DEFAULT_PERIOD].days), to }
  }
  const { back, days } = PRESET_DAYS[filters.period ?? DEFAULT_PERIOD]
  const to = addDays(today, -back)
  return { from: addDays(to, 1 - days), to }
}

/** The same number of days just before `range` (what the figures are compared with). */
export function previousPeriod(range: DateRange): DateRange {
  const days = dayCount(range)
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) }
}

export function dayCount(range: DateRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1
}

/**
 * The period a log asks the database to cut (log_period_bounds), or null for all time: the
 * logs, unlike the reports, may run open-ended from or to a day.
 */
export type PeriodRequest = { period: PeriodPreset } | { from: string | null; to: string | null }

export function periodRequest(filters: TrafficFilters): PeriodRequest | null {
  if (filters.period) return { period: filters.period }
  if (filters.from || filters.to) return { from: filters.from ?? null, to: filters.to ?? null }
  return null
}

/** The report functions' p_filters: every filter but the period. */
export function toReportFilters(filters: TrafficFilters): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of NARROWING_KEYS) {
    const value = filters[key]
    if (value !== undefined) out[key] = String(value)
  }
  return out
}

/** Names of the values read from the database (slug -> name), for the words of a filter. */
export type FilterNames = Partial<Record<'country' | 'brand' | 'category', readonly FilterOption[]>>

/**
 * A filter's value in words: a country's or brand's name, a device's label, 'Position 3',
 * 'Humans only'; free text (a host, a path, a UTM value) as it is.
 */
export function filterValueLabel(key: TrafficKey, value: string, names: FilterNames = {}): string {
  if (key === 'position') return `Position ${value}`
  const list: readonly FilterOption[] | undefined =
    key in FIXED_OPTIONS
      ? FIXED_OPTIONS[key as keyof typeof FIXED_OPTIONS]
      : names[key as keyof FilterNames]
  return list?.find((option) => option.value === value)?.label ?? value
}

/**
 * A filter as a chip reads it: its key's label and its value's words ('Country: Romania');
 * a card position already says what it is ('Position 3').
 */
export function filterChipLabel(key: TrafficKey, value: string, names?: FilterNames): string {
  const words = filterValueLabel(key, value, names)
  return key === 'position' ? words : `${FILTER_LABELS[key]}: ${words}`
}

/**
 * A link to a traffic log showing the rows behind a figure: the period as explicit days (so the
 * log shows the same days whenever it is opened), the filters, and `extra` on top (the row's own
 * value; null removes a key). The traffic choice is always written, since the logs default to
 * all traffic.
 */
export function trafficLogHref(
  path: '/admin/click-log' | '/admin/incoming',
  filters: TrafficFilters,
  range: DateRange,
  extra: Partial<Record<keyof TrafficFilters, string | number | null>> = {},
): string {
  const merged: TrafficFilters = {
    ...filters,
    period: undefined,
    from: range.from,
    to: range.to,
    traffic: filters.traffic ?? 'humans',
  }
  const params = writeTrafficFilters(merged)
  for (const [key, value] of Object.entries(extra)) {
    if (value === null || value === undefined) params.delete(key)
    else params.set(key, String(value))
  }
  return `${path}?${params.toString()}`
}
