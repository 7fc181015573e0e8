/**
 * The traffic quality vocabulary of the logs: the score bands the Quality filter offers and
 * each flag of calculate_traffic_quality_score (migration 20261122000500_tracking.sql) in
 * words, with the points it costs, so staff read why a click scored as it did.
 */
import type { FilterOption } from '../data-table'

/** Score bands: is_suspicious is below 60, is_bot_filtered below 30. */
export const QUALITY_BANDS = {
  high: { label: 'High (80–100)', min: 80, max: 100 },
  medium: { label: 'Medium (60–79)', min: 60, max: 79 },
  low: { label: 'Low (30–59)', min: 30, max: 59 },
  bot: { label: 'Bot (1–29)', min: 1, max: 29 },
} as const

export type QualityBand = keyof typeof QUALITY_BANDS

export const QUALITY_OPTIONS: readonly FilterOption[] = Object.entries(QUALITY_BANDS).map(
  ([value, band]) => ({ value, label: band.label }),
)

export function qualityBand(score: number): QualityBand {
  if (score >= QUALITY_BANDS.high.min) return 'high'
  if (score >= QUALITY_BANDS.medium.min) return 'medium'
  if (score >= QUALITY_BANDS.low.min) return 'low'
  return 'bot'
}

const FLAG_TEXTS: Record<string, string> = {
  empty_user_agent: 'The browser sent no user agent at all (score 0).',
  bot_user_agent:
    'The user agent names a crawler, headless browser, automation tool or HTTP library (score 0).',
  webdriver: 'The browser reported navigator.webdriver, i.e. it is driven by automation (score 0).',
  non_browser_user_agent:
    'The user agent is not a browser’s: no “Mozilla/” or “Opera” token (−30).',
  fast_click: 'Clicked less than 0.8 seconds after the page was shown (−45).',
  many_session_clicks: '6 to 15 brand clicks in this visitor session (−20).',
  excessive_session_clicks: 'More than 15 brand clicks in this visitor session (−40).',
  short_time_on_page: 'At most 2 seconds on the page before clicking (−15).',
  no_referrer: 'No referrer: the visit came direct, from an app or with referrers hidden (−5).',
  ip_rate_exceeded:
    'More than 60 sessions and clicks from this IP address in the last minute (−45).',
  many_ip_clicks: 'More than 20 clicks from this IP address in the last hour (−25).',
}

/** A quality flag in words; an unknown flag (a rule added later) shows its name. */
export function explainFlag(flag: string): string {
  return FLAG_TEXTS[flag] ?? `Rule “${flag}” fired.`
}
