/**
 * The site facts visitors see, as stored in the public site_settings keys (edited in
 * /admin/settings). The prerender reads them at build time and hands them to the page in its
 * dehydrated state; client-rendered pages fetch them at runtime. The defaults below are what a
 * page shows while (or if) the settings cannot be read, so nothing here throws.
 */
import { siteConfig } from './site'

export type Helpline = { name: string; phone?: string; url?: string }

/** The helpline of each country slug; `worldwide` is shown on every other page. */
export type Helplines = { worldwide: Helpline } & Partial<Record<string, Helpline>>

export type PublicSettings = {
  siteName: string
  contactEmail: string
  contactResponseTime: string
  foundedYear: number
  minimumAge: number
  defaultCountry: string
  helplines: Helplines
}

/** The public keys, in the order the query asks for them. */
export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'contact_email',
  'contact_response_time',
  'founded_year',
  'minimum_age',
  'default_country',
  'helplines',
] as const

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  siteName: siteConfig.name,
  contactEmail: siteConfig.contactEmail,
  contactResponseTime: siteConfig.contactResponseTime,
  foundedYear: siteConfig.foundedYear,
  minimumAge: siteConfig.minimumAge,
  defaultCountry: 'ca',
  // Each country's own helpline is a row (settings: helplines); the worldwide one stands in.
  helplines: {
    worldwide: { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  },
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback
const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback

function isHelpline(value: unknown): value is Helpline {
  if (typeof value !== 'object' || value === null) return false
  const { name, phone, url } = value as Record<string, unknown>
  return (
    typeof name === 'string' &&
    (typeof phone === 'string' || typeof url === 'string') &&
    (phone === undefined || typeof phone === 'string') &&
    (url === undefined || (typeof url === 'string' && /^https?:\/\//.test(url)))
  )
}

function helplinesFrom(value: unknown): Helplines {
  if (typeof value !== 'object' || value === null) return DEFAULT_PUBLIC_SETTINGS.helplines
  const entries = Object.entries(value).filter(([, line]) => isHelpline(line))
  const lines = Object.fromEntries(entries) as Partial<Record<string, Helpline>>
  const worldwide = lines.worldwide ?? DEFAULT_PUBLIC_SETTINGS.helplines.worldwide
  return { ...lines, worldwide }
}

/** The settings from site_settings rows; a missing or malformed key keeps its default. */
export function publicSettingsFromRows(
  rows: readonly { key: string; value: unknown }[],
): PublicSettings {
  const value = (key: (typeof PUBLIC_SETTING_KEYS)[number]) =>
    rows.find((row) => row.key === key)?.value
  const defaults = DEFAULT_PUBLIC_SETTINGS
  return {
    siteName: text(value('site_name'), defaults.siteName),
    contactEmail: text(value('contact_email'), defaults.contactEmail),
    contactResponseTime: text(value('contact_response_time'), defaults.contactResponseTime),
    foundedYear: whole(value('founded_year'), defaults.foundedYear),
    minimumAge: whole(value('minimum_age'), defaults.minimumAge),
    defaultCountry: text(value('default_country'), defaults.defaultCountry),
    helplines: helplinesFrom(value('helplines')),
  }
}

/** The helpline a page of this country shows: its own, else the worldwide one. */
export function helplineFor(
  helplines: Helplines,
  countrySlug: string | null | undefined,
): Helpline {
  return (countrySlug ? helplines[countrySlug] : undefined) ?? helplines.worldwide
}
