/** How the log shows the stored request (money: ../analytics/format.ts). */

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
