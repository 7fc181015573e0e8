/** A licence's last valid day as the dashboard words it, counted in UTC days as the database does. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** '12 Dec 2026 (today)', '13 Dec 2026 (tomorrow)', '15 Dec 2026 (in 3 days)'. */
export function lastDayText(validTo: string, now: Date): string {
  const day = Date.parse(`${validTo}T00:00:00Z`)
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)
  const days = Math.round((day - today) / 86_400_000)
  const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
  return `${dateFormat.format(day)} (${when})`
}
