/**
 * The regulator form's rules, mirroring the regulators table's constraints
 * (supabase/migrations/20261127000700_market_licences.sql): a code of up to 40 lower-case
 * letters, digits and single hyphens, unique; a name of up to 200 characters; the public
 * register's URL (http or https, up to 2000 characters) or none.
 */
import { z } from 'zod'
import { charLength, optionalText, requiredText, SLUG_PATTERN } from '../components/form'

/** An optional http(s) URL of up to `max` characters; empty is null. */
export const optionalUrl = (max: number, label: string) =>
  optionalText(max, label).refine(
    (value) => value === null || /^https?:\/\/\S+$/i.test(value),
    'Enter a full address starting with https:// (or http://).',
  )

export const regulatorSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a code.')
    .refine((value) => charLength(value) <= 40, 'Code must be at most 40 characters.')
    .refine(
      (value) => SLUG_PATTERN.test(value),
      'Use lower-case letters, digits and single hyphens (e.g. "ukgc" or "ggl").',
    ),
  name: requiredText(200, 'Name', 'Enter a name.'),
  register_url: optionalUrl(2000, 'Register URL'),
})

export type RegulatorFormValues = z.input<typeof regulatorSchema>
export type RegulatorInput = z.output<typeof regulatorSchema>

export const emptyRegulator: RegulatorFormValues = { code: '', name: '', register_url: '' }
