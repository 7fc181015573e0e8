/**
 * How the traffic pages write their figures (en-US grouping): Analytics, the click and session
 * logs, the dashboard and the emailed reports (here because the edge functions cannot import
 * src/; the app reads it through src/features/admin/components/reporting/format.ts). Money
 * is written in its currency (the reporting currency, or a payout's own) with Intl's currency
 * style.
 */

const integer = new Intl.NumberFormat('en-US')
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const plainMoney = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

const currencyFormats = new Map<string, Intl.NumberFormat | null>()

/** A currency's formatter, or null for a code Intl does not know (made once per code). */
function currencyFormat(currency: string): Intl.NumberFormat | null {
  let format = currencyFormats.get(currency)
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    } catch {
      format = null
    }
    currencyFormats.set(currency, format)
  }
  return format
}

/**
 * An amount with its currency ('€1,234.50', 'CA$12.00'); without a known currency, the amount
 * with two decimals and the code after it when there is one ('12.00 XTS'). '—' for no amount.
 */
export function formatMoney(
  value: number | string | null | undefined,
  currency: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '—'
  const n = Number(value)
  const format = currency ? currencyFormat(currency) : null
  if (format) return format.format(n)
  return currency ? `${plainMoney.format(n)} ${currency}` : plainMoney.format(n)
}

/**
 * A postback's payout in its own currency and, when that differs, in the reporting currency
 * the reports count it in: '$50.00 (€46.00)'. '' without a payout.
 */
export function formatPayout(
  payout: { payout: number | null; currency: string | null; payout_reporting: number | null },
  reportingCurrency: string | null | undefined,
): string {
  if (payout.payout === null) return ''
  const own = formatMoney(payout.payout, payout.currency)
  if (payout.payout_reporting === null || !reportingCurrency) return own
  if (payout.currency === reportingCurrency) return own
  return `${own} (${formatMoney(payout.payout_reporting, reportingCurrency)})`
}

export type FigureFormat = 'integer' | 'decimal' | 'percent' | 'money'

/**
 * The headline figures of a period (report_summary's columns), in the order Analytics' tiles and
 * the emailed reports show them, with what each means; `inverse`: a rise is bad news.
 */
export const SUMMARY_FIGURES = [
  {
    key: 'visitors',
    label: 'Visitors',
    format: 'integer',
    help: 'Distinct visitors who started a session.',
  },
  {
    key: 'sessions',
    label: 'Sessions',
    format: 'integer',
    help: 'Visitor sessions started in the period.',
  },
  {
    key: 'clicks',
    label: 'Clicks',
    format: 'integer',
    help: 'Clicks towards a brand (Humans only leaves out bot-filtered clicks).',
  },
  {
    key: 'ctr',
    label: 'Click-through rate',
    format: 'decimal',
    help: 'Clicks per session.',
  },
  {
    key: 'conversions',
    label: 'Conversions',
    format: 'integer',
    help: 'Accepted postbacks of a registration or first deposit, counted on the day of their click.',
  },
  {
    key: 'conversion_rate',
    label: 'Conversion rate',
    format: 'percent',
    help: 'Conversions per click.',
  },
  {
    key: 'revenue',
    label: 'Revenue',
    format: 'money',
    help: 'Payouts of all accepted postbacks (tests left out) of the period’s clicks, in the reporting currency.',
  },
  {
    key: 'epc',
    label: 'EPC',
    format: 'money',
    help: 'Earnings per click: revenue divided by clicks.',
  },
  {
    key: 'revenue_per_1000_sessions',
    label: 'Revenue / 1,000 sessions',
    format: 'money',
    help: 'Revenue per thousand sessions.',
  },
  {
    key: 'bot_share',
    label: 'Bot share',
    format: 'percent',
    help: 'Share of all clicks that the bot filter flagged (quality score under 30).',
    inverse: true,
  },
] as const satisfies readonly {
  key: string
  label: string
  format: FigureFormat
  help: string
  inverse?: boolean
}[]

export type SummaryFigureKey = (typeof SUMMARY_FIGURES)[number]['key']

/**
 * A figure as text; '—' for a ratio with nothing to divide by. 'money' is written in
 * `currency` (the reporting currency) when given.
 */
export function formatFigure(
  value: number | string | null | undefined,
  format: FigureFormat,
  currency?: string | null,
) {
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
      return formatMoney(n, currency)
  }
}

/** From this size a tile writes a figure compact ('€1.2M'): seven figures overflow a tile. */
export const COMPACT_FROM = 100_000

const compactNumber = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
})
const compactCurrencies = new Map<string, Intl.NumberFormat>()

/** `n` compact, in `currency` when given (as formatMoney writes an unknown code: after it). */
function formatCompact(n: number, currency: string | null | undefined): string {
  if (!currency) return compactNumber.format(n)
  if (!currencyFormat(currency)) return `${compactNumber.format(n)} ${currency}`
  let format = compactCurrencies.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      notation: 'compact',
      maximumFractionDigits: 1,
      style: 'currency',
      currency,
    })
    compactCurrencies.set(currency, format)
  }
  return format.format(n)
}

/**
 * A figure for a tile: `text` as shown and `exact`, the whole value (for the tooltip and
 * screen readers). Counts and money from COMPACT_FROM up are compact ('1.2M', '€345.7K');
 * anything smaller, and ratios, are written exactly, and `text` equals `exact`.
 */
export function formatTileFigure(
  value: number | string | null | undefined,
  format: FigureFormat,
  currency?: string | null,
): { text: string; exact: string } {
  const exact = formatFigure(value, format, currency)
  const n = Number(value)
  const countable = format === 'integer' || format === 'money'
  if (!countable || value === null || value === undefined || Math.abs(n) < COMPACT_FROM) {
    return { text: exact, exact }
  }
  return { text: formatCompact(n, format === 'money' ? currency : null), exact }
}

/** Relative change against the previous period, or null when there was nothing before. */
export function change(current: number | string | null, previous: number | string | null) {
  if (current === null || previous === null) return null
  const before = Number(previous)
  if (before === 0) return null
  return (Number(current) - before) / before
}
