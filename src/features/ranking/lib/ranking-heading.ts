/** The ranking page's wording (SPEC.md section 2), dated with the current month. */
import { siteConfig } from '@/config/site'
import { monthYear } from '@/lib/format'

/** '10 Best Online Casinos in Canada – May 2025' */
export function rankingHeading(countryName: string, date: Date): string {
  return `10 Best Online Casinos in ${countryName} – ${monthYear(date)}`
}

export function rankingSubtitle(countryName: string, date: Date): string {
  return (
    `Compare the best online casinos in ${countryName} for ${monthYear(date)}. ` +
    'Updated bonuses, trusted reviews, and expert picks.'
  )
}

/** 'Top 10 Best Online Casinos in Canada – May 2025 | CasinoCompass' */
export function rankingTitle(
  countryName: string,
  date: Date,
  siteName: string = siteConfig.name,
): string {
  return `Top ${rankingHeading(countryName, date)} | ${siteName}`
}
