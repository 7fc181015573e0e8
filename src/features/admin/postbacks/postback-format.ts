/** How the log shows money and the stored request. */

export function formatMoney(amount: number | null, currency: string | null): string {
  if (amount === null) return '—'
  return `${amount.toLocaleString('en', { maximumFractionDigits: 4 })}${currency ? ` ${currency}` : ''}`
}

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
