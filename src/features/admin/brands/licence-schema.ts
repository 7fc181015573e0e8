/**
 * A brand licence's rules, mirroring brand_licences' constraints
 * (supabase/migrations/20261127000700_market_licences.sql): a regulator, a number of 1 to
 * 100 characters, a first valid day, an optional last day not before it, a register URL
 * (http or https, at most 2000 characters) and the day staff last checked it.
 */
import { z } from 'zod'
import { charLength } from '../components/form/schema-rules'

export const LICENCE_LIMITS = { number: 100, registerUrl: 2000 } as const

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value))

const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isDate(value), message)
    .transform((value) => (value === '' ? null : value))

export const licenceSchema = z
  .object({
    regulator_id: z.string().min(1, 'Choose a regulator.'),
    licence_number: z
      .string()
      .trim()
      .min(1, 'Enter the licence number.')
      .refine(
        (value) => charLength(value) <= LICENCE_LIMITS.number,
        `The licence number must be at most ${LICENCE_LIMITS.number} characters.`,
      ),
    valid_from: z.string().trim().refine(isDate, 'Enter the first day it is valid.'),
    valid_to: optionalDate('Enter a date, or leave it empty for no end.'),
    register_url: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^https?:\/\//i.test(value),
        'Start with http:// or https://.',
      )
      .refine(
        (value) => charLength(value) <= LICENCE_LIMITS.registerUrl,
        `Must be at most ${LICENCE_LIMITS.registerUrl} characters.`,
      )
      .transform((value) => (value === '' ? null : value)),
    last_checked_at: optionalDate('Enter a date, or leave it empty.'),
  })
  .refine((licence) => licence.valid_to === null || licence.valid_to >= licence.valid_from, {
    message: 'The last day cannot be before the first.',
    path: ['valid_to'],
  })

export type LicenceValues = z.input<typeof licenceSchema>
export type LicenceInput = z.output<typeof licenceSchema>

/** Today's date in UTC (the database compares licences with current_date in UTC). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Whether a licence is valid on `today`, not yet, or no longer. */
export function licenceState(
  licence: { valid_from: string; valid_to: string | null },
  today: string,
): 'valid' | 'pending' | 'expired' {
  if (licence.valid_from > today) return 'pending'
  if (licence.valid_to !== null && licence.valid_to < today) return 'expired'
  return 'valid'
}
