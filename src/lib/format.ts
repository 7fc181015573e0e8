/**
 * Dates and counts as the public pages print them, in English, without Intl: a page's first
 * use of an Intl service (date or number formatting, collation) loads that service's ICU
 * data, 15-40 ms on a desktop and several times that on a phone, inside hydration's render.
 * Only the quiet hours, which need a market's time zone, still use Intl.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const pad = (value: number) => String(value).padStart(2, '0')

/** The date's day in the browser's time zone, 'YYYY-MM-DD'. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** 'May 2025' */
export function monthYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}

/** 'November 22, 2026', of the day in UTC: the prerender and every browser print the same. */
export function longDateUtc(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** '3,317': a whole number with thousands separators. */
export function formatCount(count: number): string {
  const rounded = Math.round(count)
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',')
  return rounded < 0 ? `-${grouped}` : grouped
}
