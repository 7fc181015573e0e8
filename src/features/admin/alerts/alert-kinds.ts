/**
 * What each kind of alert rule watches, in words, and the thresholds it takes
 * (supabase/migrations/20261128000100_alerts.sql: private.alert_params_error holds the same
 * bounds). Pure: the lists, the rule form and its schema read it.
 */

export const ALERT_KINDS = [
  'link_broken',
  'offer_not_found',
  'postback_silent',
  'epc_drop',
  'conversions_drop',
  'traffic_change',
  'bot_share',
  'licence_expiring',
  'rollup_behind',
] as const

export type AlertKind = (typeof ALERT_KINDS)[number]

export function isAlertKind(value: unknown): value is AlertKind {
  return ALERT_KINDS.includes(value as AlertKind)
}

export const KIND_LABELS: Record<AlertKind, string> = {
  link_broken: 'Link broken',
  offer_not_found: 'Offer not found',
  postback_silent: 'Postbacks silent',
  epc_drop: 'EPC down',
  conversions_drop: 'Conversions down',
  traffic_change: 'Traffic change',
  bot_share: 'Bot share',
  licence_expiring: 'Licence expiring',
  rollup_behind: 'Rollups behind',
}

/** A kind's label; an unknown kind (a newer database) as it is stored. */
export function kindLabel(kind: string): string {
  return isAlertKind(kind) ? KIND_LABELS[kind] : kind
}

/** The number thresholds, as the form edits them. */
export type NumberParam =
  'hours' | 'percent' | 'min_clicks' | 'min_count' | 'share' | 'days' | 'minutes'
export type ChoiceParam = 'metric' | 'direction'
export type ParamKey = NumberParam | ChoiceParam

/** Which thresholds each kind takes, in the form's order. */
export const KIND_PARAMS: Record<AlertKind, readonly ParamKey[]> = {
  link_broken: [],
  offer_not_found: [],
  postback_silent: ['hours', 'min_clicks'],
  epc_drop: ['percent', 'hours', 'min_clicks'],
  conversions_drop: ['percent', 'hours', 'min_clicks'],
  traffic_change: ['metric', 'direction', 'percent', 'hours', 'min_count'],
  bot_share: ['share', 'hours', 'min_clicks'],
  licence_expiring: ['days'],
  rollup_behind: ['minutes'],
}

export type NumberField = {
  label: string
  description: string
  min: number
  max: number
  /** The share is stored as a fraction (0.3) and edited as a percentage (30). */
  scale?: number
}

/** Each number threshold's field; `percent` is bounded by kind (numberField). */
const NUMBER_FIELDS: Record<NumberParam, NumberField> = {
  hours: {
    label: 'Hours',
    description: 'The window the figure is measured over, 1 to 168 hours.',
    min: 1,
    max: 168,
  },
  percent: {
    label: 'Change (%)',
    description: 'How far the figure must move against its baseline.',
    min: 1,
    max: 1000,
  },
  min_clicks: {
    label: 'Minimum clicks',
    description: 'Fewer clicks than this in the window mean too little to judge: no alert.',
    min: 1,
    max: 1_000_000,
  },
  min_count: {
    label: 'Minimum count',
    description: 'Fewer clicks or sessions than this in the baseline: no alert.',
    min: 1,
    max: 1_000_000,
  },
  share: {
    label: 'Bot share above (%)',
    description: 'The share of clicks scored as bots, 1 to 99 %.',
    min: 1,
    max: 99,
    scale: 100,
  },
  days: {
    label: 'Days ahead',
    description: 'Alert when a licence expires within this many days, 1 to 365.',
    min: 1,
    max: 365,
  },
  minutes: {
    label: 'Minutes behind',
    description: 'Alert when the report rollups are this far behind, 1 to 1440 minutes.',
    min: 1,
    max: 1440,
  },
}

export function numberField(kind: AlertKind, param: NumberParam): NumberField {
  const field = NUMBER_FIELDS[param]
  if (param === 'percent' && (kind === 'epc_drop' || kind === 'conversions_drop')) {
    return {
      ...field,
      label: 'Drop (%)',
      description: 'How far below its baseline, 1 to 100 %.',
      max: 100,
    }
  }
  if (param === 'percent') {
    return { ...field, description: 'How far from its baseline, 1 to 1000 %.' }
  }
  return field
}

export const METRIC_OPTIONS = [
  { value: 'clicks', label: 'Clicks' },
  { value: 'sessions', label: 'Sessions' },
] as const

export const DIRECTION_OPTIONS = [
  { value: 'both', label: 'Up or down' },
  { value: 'down', label: 'Down' },
  { value: 'up', label: 'Up' },
] as const

/** A rule's params as stored (jsonb): numbers and the two choices. */
export type RuleParams = Partial<Record<NumberParam, number>> & {
  metric?: string
  direction?: string
}

/** The stored params, keeping only values of the right type. */
export function paramsOf(value: unknown): RuleParams {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const params: RuleParams = {}
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if ((key === 'metric' || key === 'direction') && typeof entry === 'string') params[key] = entry
    else if (key in NUMBER_FIELDS && typeof entry === 'number') params[key as NumberParam] = entry
  }
  return params
}

const count = (value: number | undefined, unit: string) =>
  value === undefined ? '' : `${value.toLocaleString('en-GB')} ${unit}${value === 1 ? '' : 's'}`

/** What the rule fires on, in a few words: 'Down 50 % over 24 hours, at least 100 clicks'. */
export function thresholdText(kind: string, params: RuleParams): string {
  const over = params.hours === undefined ? '' : ` over ${count(params.hours, 'hour')}`
  const atLeast = (value: number | undefined, unit: string) =>
    value === undefined ? '' : `, at least ${count(value, unit)}`
  switch (kind) {
    case 'link_broken':
      return "The brand's latest link check is Broken"
    case 'offer_not_found':
      return "The offer no longer shows on the brand's landing page"
    case 'postback_silent':
      return `No postbacks${params.hours === undefined ? '' : ` for ${count(params.hours, 'hour')}`}${atLeast(params.min_clicks, 'click')} meanwhile`
    case 'epc_drop':
    case 'conversions_drop':
      return `Down ${params.percent ?? '?'} %${over}${atLeast(params.min_clicks, 'click')}`
    case 'traffic_change': {
      const metric = params.metric === 'sessions' ? 'Sessions' : 'Clicks'
      const direction =
        params.direction === 'up' ? 'up' : params.direction === 'down' ? 'down' : 'up or down'
      const unit = params.metric === 'sessions' ? 'session' : 'click'
      return `${metric} ${direction} ${params.percent ?? '?'} %${over}${atLeast(params.min_count, unit)}`
    }
    case 'bot_share':
      return `Above ${params.share === undefined ? '?' : Math.round(params.share * 100)} %${over}${atLeast(params.min_clicks, 'click')}`
    case 'licence_expiring':
      return `Expires within ${count(params.days, 'day')}`
    case 'rollup_behind':
      return `More than ${count(params.minutes, 'minute')} behind`
    default:
      return ''
  }
}

/** Where the rule applies, in words. */
export function scopeText(rule: { brandName: string | null; countryName: string | null }): string {
  if (rule.brandName && rule.countryName) return `${rule.brandName} in ${rule.countryName}`
  return rule.brandName ?? rule.countryName ?? 'Every market'
}
