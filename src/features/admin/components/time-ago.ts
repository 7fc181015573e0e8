/**
 * Times as staff read them: relative ("5 minutes ago") for a glance, exact ("23 Nov 2026,
 * 23:30:07") beside it for when it matters. English, like the rest of the admin.
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const exact = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })
const short = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "just now", "5 minutes ago", "yesterday", "3 months ago" (or "in 2 minutes" for a clock ahead). */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000)
  if (!Number.isFinite(seconds)) return 'at an unknown time'
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit)
  }
  return Math.abs(seconds) < 10 ? 'just now' : relative.format(seconds, 'second')
}

/** The exact local date and time, e.g. "23 Nov 2026, 23:30:07". */
export function exactTime(date: Date | string): string {
  return exact.format(new Date(date))
}

/** Day, month and time to the second without the year, e.g. "23 Nov, 23:30:07": log rows. */
export function shortTime(date: Date | string): string {
  return short.format(new Date(date))
}
