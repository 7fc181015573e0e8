/** How the log shows the stored request (money: ../components/reporting/format.ts). */

import { timeAgo } from '../components/time-ago'

const SECRET_NAME = /token|secret|key|signature|password/i

/** The stored query with any secret-looking parameter masked (the function already drops the token). */
export function maskedQuery(query: unknown): Record<string, string> {
  if (!query || typeof query !== 'object') return {}
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).map(([name, value]) => [
      name,
      SECRET_NAME.test(name) ? '[redacted]' : String(value),
    ]),
  )
}

/** An identical refusal repeated within the hour is counted on its first row. */
export function repeatedText(row: {
  repeat_count: number
  last_received_at: string | null
}): string {
  const last = row.last_received_at ? `, last ${timeAgo(row.last_received_at)}` : ''
  return `Received ${row.repeat_count.toLocaleString('en')} times${last}`
}
