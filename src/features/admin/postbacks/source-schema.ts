/**
 * The postback source form's rules, mirroring postback_sources' constraints
 * (20261122000600_postbacks.sql, 20261124001200_postback_pipeline.sql). Allowed IPs are
 * one address or CIDR range per line (IPv4 or IPv6), checked with ipaddr.js as the
 * function checks callers; the event map is one `network value = event type` per line.
 */
import ipaddr from 'ipaddr.js'
import { z } from 'zod'
import { optionalText, requiredText, slug } from '../components/form/schema-rules'
import {
  EVENT_TYPES,
  POSTBACK_PARAM_FIELDS,
  type EventType,
  type PostbackParamField,
} from './postback-fields'
import { DEFAULT_PRESET } from './presets'

export const NAME_MAX = 120
const PARAM_NAME = /^[A-Za-z0-9_.[\]-]{1,64}$/
const EVENT_VALUE = /^[a-z0-9_.-]{1,64}$/

/** An address or a CIDR range as the database's cidr type takes it (host bits zero). */
export function ipRangeProblem(line: string): string | null {
  if (ipaddr.isValid(line) && !line.includes('/')) return null
  if (!ipaddr.isValidCIDR(line)) return `"${line}" is not an IP address or CIDR range.`
  const [address, prefix] = ipaddr.parseCIDR(line)
  const network = ipaddr.IPv4.isValid(address.toString())
    ? ipaddr.IPv4.networkAddressFromCIDR(line)
    : ipaddr.IPv6.networkAddressFromCIDR(line)
  return network.toString() === address.toString()
    ? null
    : `"${line}" has host bits set: use ${network.toString()}/${prefix}.`
}

const lines = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean)

const allowedIps = z
  .string()
  .superRefine((text, context) => {
    for (const line of lines(text)) {
      const problem = ipRangeProblem(line)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }
  })
  .transform(lines)

/** `value = type` lines → {value: type}. */
export function parseEventMap(text: string): { map: Record<string, EventType>; problem?: string } {
  const map: Record<string, EventType> = {}
  for (const line of lines(text.replaceAll(',', '\n'))) {
    const [rawValue, rawType] = line.split('=').map((part) => part.trim())
    const value = rawValue?.toLowerCase() ?? ''
    if (!EVENT_VALUE.test(value) || !(EVENT_TYPES as readonly string[]).includes(rawType ?? '')) {
      return {
        map,
        problem: `Write "${line}" as network-event = ${EVENT_TYPES.join(' | ')}.`,
      }
    }
    map[value] = rawType as EventType
  }
  return { map }
}

export function formatEventMap(map: Record<string, string>): string {
  return Object.entries(map)
    .map(([value, type]) => `${value} = ${type}`)
    .join('\n')
}

const paramName = z
  .string()
  .trim()
  .refine((value) => value === '' || PARAM_NAME.test(value), 'Use 1-64 letters, digits, _ . - [ ].')

export const sourceSchema = z
  .object({
    name: requiredText(NAME_MAX, 'Name', 'Enter a name.'),
    slug: slug(),
    description: optionalText(1000, 'Description'),
    is_active: z.boolean(),
    preset: z.string(),
    allowed_ips: allowedIps,
    default_currency: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, 'Use a 3-letter ISO 4217 code such as EUR.')),
    params: z.object(
      Object.fromEntries(POSTBACK_PARAM_FIELDS.map((field) => [field, paramName])) as Record<
        PostbackParamField,
        typeof paramName
      >,
    ),
    token_param: paramName,
    event_map: z.string(),
  })
  .superRefine((values, context) => {
    const problem = parseEventMap(values.event_map).problem
    if (problem) context.addIssue({ code: 'custom', path: ['event_map'], message: problem })
  })
  .transform(({ params, token_param, event_map, ...values }) => ({
    ...values,
    // Only the names that differ from ours are stored (an empty map reads our names).
    param_map: Object.fromEntries(
      [...Object.entries(params), ['token', token_param] as const].filter(
        ([field, name]) => name !== '' && name !== field,
      ),
    ),
    event_map: parseEventMap(event_map).map,
  }))

export type SourceFormValues = z.input<typeof sourceSchema>
export type SourceInput = z.output<typeof sourceSchema>

export const emptySource: SourceFormValues = {
  name: '',
  slug: '',
  description: '',
  is_active: true,
  preset: DEFAULT_PRESET,
  allowed_ips: '',
  default_currency: 'EUR',
  params: { click_id: '', event: '', payout: '', currency: '', transaction_id: '', status: '' },
  token_param: '',
  event_map: '',
}
