/**
 * The traffic filter model shared by Analytics (/admin/analytics), Incoming Clicks
 * (/admin/incoming) and Outgoing Clicks (/admin/click-log): one URL contract, so a number on
 * Analytics opens the log filtered to the rows behind it.
 *
 * URL keys: `period` (today|yesterday|7d|30d|90d) or `from` and `to` (YYYY-MM-DD, inclusive, days
 * in the reporting time zone); `country` (a countries slug, or a country name as recorded for
 * visitors from elsewhere), `brand` and `category` (slugs), `device`, `browser`, `os`, `source`
 * (utm_source), `medium`, `campaign`, `social` (social source), `referrer` (host), `landing`
 * (path), `position` (card position, 1 = top), `traffic` (humans|all; absent = humans: bot-filtered
 * clicks left out), `converted` (yes|no: the click has an accepted postback or not).
 * The report functions take the same keys as their p_filters (toReportFilters).
 */

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

export type TrafficFilters = Partial<Record<TextFilterKey, string>> & {
  period?: PeriodPreset
  from?: string
  to?: string
  position?: number
  traffic?: 'humans' | 'all'
  converted?: 'yes' | 'no'
}

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

export const FILTER_LABELS: Record<TextFilterKey | 'position' | 'converted', string> = {
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
  converted: 'Converted',
}

const MAX_TEXT = 255
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date as YYYY-MM-DD, or null. */
function parseDate(value: string | null): string | null {
  if (!value || !DATE.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

/** Reads the contract's keys; anything malformed is left out rather than guessed. */
export function parseTrafficFilters(params: URLSearchParams): TrafficFilters {
  const filters: TrafficFilters = {}
  const from = parseDate(params.get('from'))
  const to = parseDate(params.get('to'))
  const period = params.get('period')
  if (from && to && from <= to) {
    filters.from = from
    filters.to = to
  } else if (PERIOD_PRESETS.includes(period as PeriodPreset)) {
    filters.period = period as PeriodPreset
  }
  for (const key of TEXT_FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value.slice(0, MAX_TEXT)
  }
  const position = Number(params.get('position'))
  if (Number.isInteger(position) && position >= 1 && position <= 100) filters.position = position
  const traffic = params.get('traffic')
  if (traffic === 'humans' || traffic === 'all') filters.traffic = traffic
  const converted = params.get('converted')
  if (converted === 'yes' || converted === 'no') filters.converted = converted
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

/** The inclusive day range the filters select, `today` being today in the reporting time zone. */
export function resolvePeriod(filters: TrafficFilters, today: string): DateRange {
  if (filters.from && filters.to) return { from: filters.from, to: filters.to }
  switch (filters.period ?? DEFAULT_PERIOD) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case '7d':
      return { from: addDays(today, -6), to: today }
    case '30d':
      return { from: addDays(today, -29), to: today }
    case '90d':
      return { from: addDays(today, -89), to: today }
  }
}

/** The same number of days just before `range` (what the figures are compared with). */
export function previousPeriod(range: DateRange): DateRange {
  const days = dayCount(range)
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) }
}

export function dayCount(range: DateRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1
}

/** The report functions' p_filters: every filter but the period. */
export function toReportFilters(filters: TrafficFilters): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of [...TEXT_FILTER_KEYS, 'position', 'traffic', 'converted'] as const) {
    const value = filters[key]
    if (value !== undefined) out[key] = String(value)
  }
  return out
}

/**
 * A link to a traffic log showing the rows behind a figure: the period as explicit days (so the
 * log shows the same days whenever it is opened), the filters, and `extra` on top (the row's own
 * value; null removes a key). The traffic choice is always written, since the logs may default
 * to all traffic.
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
