/**
 * The settings form's rules, one per site_settings key, mirroring the database's own check
 * (private.setting_value_error in supabase/migrations/20261124001400_settings.sql): a value
 * the form accepts is one the database accepts. Lists (bot rules, rates) are edited as one
 * entry per line and stored as JSON arrays and objects.
 */
import { z } from 'zod'
import type { Json } from '@/integrations/supabase/types'
import {
  literalHostRefusal,
  refusalMessage,
} from '../../../../supabase/functions/_shared/public-address.ts'
import { charLength } from '../components/form/schema-rules'

const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${label}.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be between ${min} and ${max}.`)
    .max(max, `${label} must be between ${min} and ${max}.`)
    .nullable()
    .refine((value) => value !== null, `Enter ${label}.`)

const shortText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}.`)
    .refine((value) => charLength(value) <= max, `${label} must be at most ${max} characters.`)

/** An IPv4 or IPv6 address with an optional prefix length, as PostgreSQL's cidr reads it. */
export function isCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/')
  if (extra !== undefined) return false
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address)
  const maxPrefix = v4 ? 32 : 128
  if (v4 ? v4.slice(1).some((part) => Number(part) > 255) : !isIpv6(address)) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > maxPrefix) return false
  return hostBitsAreZero(address, Number(prefix), v4 !== null)
}

function isIpv6(address: string): boolean {
  if (!/^[0-9a-f:]+$/i.test(address) || !address.includes(':')) return false
  try {
    return new URL(`http://[${address}]/`).hostname !== ''
  } catch {
    return false
  }
}

/** cidr refuses '10.0.0.1/8' (bits right of the mask); checked for IPv4, where it is common. */
function hostBitsAreZero(address: string, prefix: number, isV4: boolean): boolean {
  if (!isV4) return true
  const bits = address
    .split('.')
    .map((part) => Number(part).toString(2).padStart(8, '0'))
    .join('')
  return !bits.slice(prefix).includes('1')
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return value.includes('/') || value === 'UTC'
  } catch {
    return false
  }
}

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, 'i')
    return true
  } catch {
    return false
  }
}

const helplineSchema = z
  .object({
    country: z.string().trim().min(1, 'Choose a country.'),
    name: shortText('a name', 100),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9+() -]{0,30}$/, 'Use digits, spaces, +, - and brackets (at most 30).'),
    url: z
      .string()
      .trim()
      .regex(/^(https?:\/\/\S+)?$/, 'Enter a link starting with https://.'),
  })
  .refine((line) => line.phone !== '' || line.url !== '', {
    message: 'Give a phone number or a link.',
    path: ['phone'],
  })

export const settingsSchema = z.object({
  site_name: shortText('the site name', 60),
  contact_email: z.email('Enter an email address.').max(254),
  contact_response_time: shortText('a response time', 60),
  founded_year: whole('a year', 1990, 2100),
  minimum_age: whole('an age', 16, 25),
  default_country: z.string().min(1, 'Choose a country.'),
  helplines: z
    .array(helplineSchema)
    .refine((rows) => rows.some((row) => row.country === 'worldwide'), 'Keep a worldwide helpline.')
    .refine(
      (rows) => new Set(rows.map((row) => row.country)).size === rows.length,
      'Each country has one helpline.',
    ),
  default_subid_param: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/,
      'A parameter name: a letter, then letters, digits, _ . or -.',
    ),
  suspicious_below: whole('a score', 1, 100),
  min_session_seconds: whole('seconds', 0, 3600),
  click_limit: whole('clicks', 1, 100000),
  click_limit_minutes: whole('minutes', 1, 1440),
  trusted_proxy_hops: whole('proxies', 0, 5),
  postback_rate_limit: whole('postbacks', 1, 100000),
  bot_user_agents: z
    .string()
    .refine((value) => lines(value).length <= 100, 'At most 100 patterns.')
    .refine(
      (value) => lines(value).every((line) => charLength(line) <= 200 && isRegExp(line)),
      'Each line must be a valid regular expression of at most 200 characters.',
    ),
  bot_ip_ranges: z
    .string()
    .refine((value) => lines(value).length <= 500, 'At most 500 ranges.')
    .refine(
      (value) => lines(value).every(isCidr),
      'Each line must be an IP address or range such as 203.0.113.0/24.',
    ),
  inactivity_minutes: whole('minutes', 5, 1440),
  keep_signed_in_hours: whole('hours', 1, 720),
  require_two_factor: z.boolean(),
  // Only public addresses are called: a host written as an address, or localhost, is judged
  // here; a host name is resolved and judged by the rebuild function when it calls.
  deploy_hook_url: z
    .string()
    .trim()
    .regex(/^(https:\/\/\S+)?$/, 'Enter an https:// URL, or leave empty to keep the current one.')
    .superRefine((value, ctx) => {
      const refusal = value === '' ? null : literalHostRefusal(value)
      if (refusal) ctx.addIssue({ code: 'custom', message: refusalMessage(refusal) })
    }),
  clear_deploy_hook: z.boolean(),
  time_zone: z
    .string()
    .trim()
    .refine(isTimeZone, 'Enter an IANA time zone such as Europe/Stockholm.'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'A three-letter currency code such as EUR.'),
  currency_rates: z
    .string()
    .refine(
      (value) =>
        lines(value).every((line) => /^[A-Z]{3}\s+\d+(\.\d+)?$/.test(line) && parseRate(line) > 0),
      'One rate per line: a currency code and a positive number, such as "USD 0.92".',
    ),
})

export type SettingsFormValues = z.input<typeof settingsSchema>
export type SettingsInput = z.output<typeof settingsSchema>

function parseRate(line: string) {
  return Number(line.split(/\s+/)[1])
}

/** The stored value of each key the form edits, as the form holds it. */
export type SettingRows = Partial<Record<string, Json>>

const asString = (value: Json | undefined, fallback = '') =>
  typeof value === 'string' ? value : fallback
const asNumber = (value: Json | undefined) => (typeof value === 'number' ? value : null)
const asList = (value: Json | undefined) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string').join('\n') : ''
const asObject = (value: Json | undefined): Record<string, Json | undefined> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}

export function toFormValues(rows: SettingRows): SettingsFormValues {
  const helplines = Object.entries(asObject(rows.helplines)).map(([country, line]) => {
    const fields = asObject(line)
    return {
      country,
      name: asString(fields.name),
      phone: asString(fields.phone),
      url: asString(fields.url),
    }
  })
  return {
    site_name: asString(rows.site_name),
    contact_email: asString(rows.contact_email),
    contact_response_time: asString(rows.contact_response_time),
    founded_year: asNumber(rows.founded_year),
    minimum_age: asNumber(rows.minimum_age),
    default_country: asString(rows.default_country),
    helplines: helplines.some((line) => line.country === 'worldwide')
      ? helplines
      : [...helplines, { country: 'worldwide', name: '', phone: '', url: '' }],
    default_subid_param: asString(rows['tracking.default_subid_param'], 'click_id'),
    suspicious_below: asNumber(rows['tracking.suspicious_below']),
    min_session_seconds: asNumber(rows['tracking.min_session_seconds']),
    click_limit: asNumber(rows['tracking.click_limit']),
    click_limit_minutes: asNumber(rows['tracking.click_limit_minutes']),
    trusted_proxy_hops: asNumber(rows['tracking.trusted_proxy_hops']),
    postback_rate_limit: asNumber(rows['postbacks.rate_limit_per_minute']),
    bot_user_agents: asList(rows['tracking.bot_user_agents']),
    bot_ip_ranges: asList(rows['tracking.bot_ip_ranges']),
    inactivity_minutes: asNumber(rows['admin.inactivity_minutes']),
    keep_signed_in_hours: asNumber(rows['admin.keep_signed_in_hours']),
    // Absent (an older database) reads as on: the migration's default.
    require_two_factor: rows['admin.require_two_factor'] !== false,
    deploy_hook_url: '',
    clear_deploy_hook: false,
    time_zone: asString(rows['reporting.time_zone'], 'UTC'),
    currency: asString(rows['reporting.currency'], 'EUR'),
    currency_rates: Object.entries(asObject(rows['reporting.currency_rates']))
      .map(([code, rate]) => `${code} ${String(rate)}`)
      .join('\n'),
  }
}

/** Every key's value as it is stored, from the validated form. */
export function toSettingValues(input: SettingsInput): Record<string, Json> {
  const values: Record<string, Json> = {
    site_name: input.site_name,
    contact_email: input.contact_email,
    contact_response_time: input.contact_response_time,
    founded_year: input.founded_year,
    minimum_age: input.minimum_age,
    default_country: input.default_country,
    helplines: Object.fromEntries(
      input.helplines.map(({ country, name, phone, url }) => [
        country,
        { name, ...(phone ? { phone } : {}), ...(url ? { url } : {}) },
      ]),
    ),
    'tracking.default_subid_param': input.default_subid_param,
    'tracking.suspicious_below': input.suspicious_below,
    'tracking.min_session_seconds': input.min_session_seconds,
    'tracking.click_limit': input.click_limit,
    'tracking.click_limit_minutes': input.click_limit_minutes,
    'tracking.trusted_proxy_hops': input.trusted_proxy_hops,
    'postbacks.rate_limit_per_minute': input.postback_rate_limit,
    'tracking.bot_user_agents': lines(input.bot_user_agents),
    'tracking.bot_ip_ranges': lines(input.bot_ip_ranges),
    'admin.inactivity_minutes': input.inactivity_minutes,
    'admin.keep_signed_in_hours': input.keep_signed_in_hours,
    'admin.require_two_factor': input.require_two_factor,
    'reporting.time_zone': input.time_zone,
    'reporting.currency': input.currency,
    'reporting.currency_rates': Object.fromEntries(
      lines(input.currency_rates).map((line) => [line.split(/\s+/)[0]!, parseRate(line)]),
    ),
  }
  // The hook URL is never loaded back: empty keeps the stored one unless it is cleared.
  if (input.clear_deploy_hook) values.deploy_hook_url = ''
  else if (input.deploy_hook_url !== '') values.deploy_hook_url = input.deploy_hook_url
  return values
}
