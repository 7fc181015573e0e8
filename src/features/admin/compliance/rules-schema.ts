/**
 * The rules of a market or region, as their forms hold them, mirroring market_rules'
 * constraints (supabase/migrations/20261127000900_market_rules.sql): a bonus policy (a
 * neutral line is required for 'neutral'), a minimum age of 18 to 25, the responsible-
 * gambling block (helpline, its link and phone, the regulator's wording, the advertising
 * label), quiet hours for calls to action (both ends or neither, not equal) in an IANA
 * time zone, the offer rules checked when a brand is saved, and the staff's source note.
 * The region form adds its code and name (region-schema.ts).
 */
import { z } from 'zod'
import type { Tables } from '@/integrations/supabase/types'
import { optionalText, requiredText } from '../components/form'
import { BONUS_POLICIES } from './rules-labels'
import { optionalUrl } from './regulator-schema'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A time of day as the time input gives it ('06:00'); empty is null. */
const optionalTime = z
  .string()
  .trim()
  .refine((value) => value === '' || TIME.test(value), 'Enter a time such as 06:00.')
  .transform((value) => (value === '' ? null : value))

/** An IANA time zone the browser knows (the database checks its own list too). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const rulesShape = {
  bonus_policy: z.enum(BONUS_POLICIES, { error: 'Choose a bonus policy.' }),
  neutral_offer_text: optionalText(200, 'Neutral line'),
  min_age: z
    .number({ error: 'Enter the minimum age.' })
    .int('Enter a whole number of years.')
    .min(18, 'The minimum age is at least 18.')
    .max(25, 'The minimum age is at most 25.'),
  helpline_name: optionalText(100, 'Helpline'),
  helpline_url: optionalUrl(2000, 'Helpline link'),
  helpline_phone: optionalText(30, 'Helpline phone').refine(
    (value) => value === null || /^[0-9+() -]{3,30}$/.test(value),
    'Use digits, spaces, +, ( ) and - only (3 to 30 characters).',
  ),
  rg_wording: optionalText(500, 'Required wording'),
  ad_label: optionalText(40, 'Advertising label'),
  significant_terms_required: z.boolean(),
  cta_quiet_from: optionalTime,
  cta_quiet_to: optionalTime,
  time_zone: requiredText(64, 'Time zone', 'Enter a time zone such as Europe/Zagreb.').refine(
    isTimeZone,
    'Unknown time zone: use an IANA name such as Europe/Zagreb.',
  ),
  offer_max_wagering: z
    .number({ error: 'Enter a number, or leave it empty for no cap.' })
    .min(0, 'The wagering cap is at least 0.')
    .max(200, 'The wagering cap is at most 200.')
    .refine((value) => Number.isInteger(value * 10), 'Use at most one decimal (e.g. 10 or 12.5).')
    .nullable(),
  offer_first_deposit_only: z.boolean(),
  offer_requires_amount_reason_duration: z.boolean(),
  offer_single_product: z.boolean(),
  source: optionalText(1000, 'Source'),
}

type RulesShape = { [Key in keyof typeof rulesShape]: z.output<(typeof rulesShape)[Key]> }

/** The checks across fields: the neutral line, and the quiet hours' two ends. */
export function refineRules(rules: RulesShape, context: z.RefinementCtx) {
  if (rules.bonus_policy === 'neutral' && rules.neutral_offer_text === null) {
    context.addIssue({
      code: 'custom',
      path: ['neutral_offer_text'],
      message: 'Enter the line shown instead of the offer.',
    })
  }
  if ((rules.cta_quiet_from === null) !== (rules.cta_quiet_to === null)) {
    const missing = rules.cta_quiet_from === null ? 'cta_quiet_from' : 'cta_quiet_to'
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'Enter both ends of the quiet hours, or neither.',
    })
  } else if (rules.cta_quiet_from !== null && rules.cta_quiet_from === rules.cta_quiet_to) {
    context.addIssue({
      code: 'custom',
      path: ['cta_quiet_to'],
      message: 'The quiet hours end at another time than they start.',
    })
  }
}

/** The rules' form values (text as typed, times as 'HH:MM'). */
export type RulesFormValues = {
  [Key in keyof typeof rulesShape]: z.input<(typeof rulesShape)[Key]>
}

/** A new rules row's values: the table's defaults. */
export const EMPTY_RULES: RulesFormValues = {
  bonus_policy: 'show',
  neutral_offer_text: '',
  min_age: 18,
  helpline_name: '',
  helpline_url: '',
  helpline_phone: '',
  rg_wording: '',
  ad_label: '',
  significant_terms_required: false,
  cta_quiet_from: '',
  cta_quiet_to: '',
  time_zone: 'UTC',
  offer_max_wagering: null,
  offer_first_deposit_only: false,
  offer_requires_amount_reason_duration: false,
  offer_single_product: false,
  source: '',
}

/** A stored rules row as the form's values ('06:00:00' -> '06:00', null text -> ''). */
export function rulesFormValues(rules: Tables<'market_rules'> | null): RulesFormValues {
  if (!rules) return EMPTY_RULES
  return {
    bonus_policy: rules.bonus_policy as RulesFormValues['bonus_policy'],
    neutral_offer_text: rules.neutral_offer_text ?? '',
    min_age: rules.min_age,
    helpline_name: rules.helpline_name ?? '',
    helpline_url: rules.helpline_url ?? '',
    helpline_phone: rules.helpline_phone ?? '',
    rg_wording: rules.rg_wording ?? '',
    ad_label: rules.ad_label ?? '',
    significant_terms_required: rules.significant_terms_required,
    cta_quiet_from: rules.cta_quiet_from?.slice(0, 5) ?? '',
    cta_quiet_to: rules.cta_quiet_to?.slice(0, 5) ?? '',
    time_zone: rules.time_zone,
    offer_max_wagering: rules.offer_max_wagering,
    offer_first_deposit_only: rules.offer_first_deposit_only,
    offer_requires_amount_reason_duration: rules.offer_requires_amount_reason_duration,
    offer_single_product: rules.offer_single_product,
    source: rules.source ?? '',
  }
}

/** The rules' columns a save writes (the rules schema's output keys). */
export const RULES_COLUMNS = Object.keys(rulesShape) as (keyof typeof rulesShape)[]
