/**
 * The rule form's rules, mirroring what the database checks on save
 * (private.alert_params_error and private.webhook_url_error): a name of 1 to 120
 * characters, the kind's thresholds as whole numbers within their bounds, and a webhook URL
 * that is https (plain http only to 127.0.0.1 or localhost) or empty for none. Whether an
 * address is private is the database's to say; its refusal lands on the field
 * (ruleFieldError).
 */
import { z } from 'zod'
import { isSupabaseRequestError } from '@/lib/result'
import { requiredText } from '../components/form'
import {
  KIND_PARAMS,
  numberField,
  type AlertKind,
  type NumberParam,
  type ParamKey,
  type RuleParams,
} from './alert-kinds'

const NUMBER_PARAMS: readonly NumberParam[] = [
  'hours',
  'percent',
  'min_clicks',
  'min_count',
  'share',
  'days',
  'minutes',
]

const isNumberParam = (param: ParamKey): param is NumberParam =>
  (NUMBER_PARAMS as readonly string[]).includes(param)

const WEBHOOK_LOCAL = /^http:\/\/(127\.0\.0\.1|localhost)(:[0-9]+)?(\/\S*)?$/
const WEBHOOK_HTTPS = /^https:\/\/[^\s/?#@]+(\/\S*)?$/

const number = z.number({ error: 'Enter a number.' }).nullable()

const fields = {
  name: requiredText(120, 'Name', 'Enter a name.'),
  webhook_url: z
    .string()
    .trim()
    .max(2000, 'The webhook URL must be at most 2000 characters.')
    .refine(
      (value) => value === '' || WEBHOOK_HTTPS.test(value) || WEBHOOK_LOCAL.test(value),
      'Enter an https URL (http only to 127.0.0.1 or localhost), or leave it empty for none.',
    ),
  hours: number,
  percent: number,
  min_clicks: number,
  min_count: number,
  share: number,
  days: number,
  minutes: number,
  metric: z.string(),
  direction: z.string(),
}

export type RuleFormValues = z.input<z.ZodObject<typeof fields>>

/** The schema of a rule of `kind`: its own thresholds are required, the others ignored. */
export function ruleSchema(kind: AlertKind) {
  return z.object(fields).superRefine((values, context) => {
    for (const param of KIND_PARAMS[kind]) {
      if (param === 'metric' && !['clicks', 'sessions'].includes(values.metric)) {
        context.addIssue({
          code: 'custom',
          path: ['metric'],
          message: 'Choose clicks or sessions.',
        })
      } else if (param === 'direction' && !['down', 'up', 'both'].includes(values.direction)) {
        context.addIssue({ code: 'custom', path: ['direction'], message: 'Choose a direction.' })
      } else if (isNumberParam(param)) {
        const value = values[param]
        const { label, min, max } = numberField(kind, param)
        const message =
          value === null || Number.isNaN(value)
            ? `Enter ${label.replace(/ \(%\)$/, '').toLowerCase()}.`
            : !Number.isInteger(value)
              ? 'Enter a whole number.'
              : value < min || value > max
                ? `Enter a number from ${min} to ${max.toLocaleString('en-GB')}.`
                : null
        if (message) context.addIssue({ code: 'custom', path: [param], message })
      }
    }
  })
}

/** The form's values for a stored rule (the share as a percentage). */
export function ruleFormValues(rule: {
  name: string
  webhook_url: string | null
  params: RuleParams
}): RuleFormValues {
  const { params } = rule
  return {
    name: rule.name,
    webhook_url: rule.webhook_url ?? '',
    hours: params.hours ?? null,
    percent: params.percent ?? null,
    min_clicks: params.min_clicks ?? null,
    min_count: params.min_count ?? null,
    share: params.share === undefined ? null : Math.round(params.share * 100),
    days: params.days ?? null,
    minutes: params.minutes ?? null,
    metric: params.metric ?? 'clicks',
    direction: params.direction ?? 'both',
  }
}

/** What the save writes: the name, the webhook (null: none) and only the kind's params. */
export function ruleChanges(
  kind: AlertKind,
  values: RuleFormValues,
): { name: string; webhook_url: string | null; params: RuleParams } {
  const params: RuleParams = {}
  for (const param of KIND_PARAMS[kind]) {
    if (param === 'metric' || param === 'direction') params[param] = values[param]
    else {
      const value = values[param]
      if (value !== null && value !== undefined) {
        params[param] = param === 'share' ? value / 100 : value
      }
    }
  }
  const webhook = values.webhook_url.trim()
  return { name: values.name.trim(), webhook_url: webhook === '' ? null : webhook, params }
}

export type RuleField = keyof RuleFormValues

/**
 * The database's refusal of a save on the field it names ('Parameter "hours" must be…',
 * 'Webhook URL "webhook_url" must point at a public address…'), or null.
 */
export function ruleFieldError(error: unknown): { field: RuleField; message: string } | null {
  if (!isSupabaseRequestError(error) || error.code !== '23514') return null
  const named = /"([a-z_]+)"/.exec(error.message)?.[1]
  if (!named || !(named in fields)) return null
  const message = error.message
    .replace(/^Parameter "[a-z_]+"/, 'This value')
    .replace(/^Webhook URL "webhook_url"/, 'The webhook URL')
  return { field: named as RuleField, message: message.endsWith('.') ? message : `${message}.` }
}
