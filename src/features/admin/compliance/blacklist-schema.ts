/**
 * The blacklist entry form's rules, mirroring market_blacklist's constraints
 * (supabase/migrations/20261127000700_market_licences.sql): a market; a kind, brand or
 * domain; the value (up to 200 characters; a domain as a bare lower-case host name, which
 * also covers its subdomains); the source the entry comes from (required, up to 500); a
 * note (up to 1000).
 */
import { z } from 'zod'
import { charLength, optionalText, requiredText } from '../components/form'
import { BLACKLIST_KINDS } from './api/list-blacklist'

export const DOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/

export const blacklistSchema = z
  .object({
    country_id: z.string().min(1, 'Choose a market.'),
    kind: z.enum(BLACKLIST_KINDS, { error: 'Choose brand or domain.' }),
    value: z
      .string()
      .trim()
      .min(1, 'Enter the brand name or domain.')
      .refine((value) => charLength(value) <= 200, 'Value must be at most 200 characters.'),
    source: requiredText(500, 'Source', "Enter the source: the regulator's list it comes from."),
    note: optionalText(1000, 'Note'),
  })
  // Checked even while another field is refused, so every mistake shows at once.
  .refine((entry) => entry.kind !== 'domain' || DOMAIN_PATTERN.test(entry.value.toLowerCase()), {
    path: ['value'],
    message: 'Enter a domain alone, such as "casino.example" (no https://, no path).',
    when: ({ value }) => {
      const entry = value as { kind?: unknown; value?: unknown }
      return entry.kind === 'domain' && typeof entry.value === 'string' && entry.value !== ''
    },
  })
  .transform((entry) =>
    entry.kind === 'domain' ? { ...entry, value: entry.value.toLowerCase() } : entry,
  )

export type BlacklistFormValues = z.input<typeof blacklistSchema>
export type BlacklistInput = z.output<typeof blacklistSchema>

export const emptyBlacklistEntry: BlacklistFormValues = {
  country_id: '',
  kind: 'brand',
  value: '',
  source: '',
  note: '',
}
