/** How the Analytics page writes its figures (en-US grouping; money in the reporting currency). */

const integer = new Intl.NumberFormat('en-US')
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

export type FigureFormat = 'integer' | 'decimal' | 'percent' | 'money'

/** A figure as text; '—' for a ratio with nothing to divide by. */
export function formatFigure(value: number | string | null | undefined, format: FigureFormat) {
  if (value === null || value === undefined) return '—'
  const n = Number(value)
  switch (format) {
    case 'integer':
      return integer.format(n)
    case 'decimal':
      return decimal.format(n)
    case 'percent':
      return percent.format(n)
    case 'money':
      return money.format(n)
  }
}

/** Relative change against the previous period, or null when there was nothing before. */
export function change(current: number | string | null, previous: number | string | null) {
  if (current === null || previous === null) return null
  const before = Number(previous)
  if (before === 0) return null
  return (Number(current) - before) / before
}
