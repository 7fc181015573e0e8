/**
 * A list's row count as the database knows it: exact, or an estimate where counting every
 * row would cost more than the page itself (a traffic log of millions of clicks). An
 * estimate is said as one ("About 110,000 rows"), rounded to what it can promise.
 */
export type RowCount = { value: number; exact: boolean }

const figures = new Intl.NumberFormat('en-GB')

/** An estimate to two significant figures (12,345 → 12,000); small ones as they are. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.max(0, Math.round(value))
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(value / unit) * unit
}

/** '1 row', '200,001 rows', 'About 110,000 rows'. */
export function rowCountText({ value, exact }: RowCount): string {
  const shown = exact ? value : roundEstimate(value)
  const text = `${figures.format(shown)} ${shown === 1 ? 'row' : 'rows'}`
  return exact ? text : `About ${text}`
}
