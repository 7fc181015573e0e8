/**
 * The market rules a visitor's page follows (#26), as pure functions: the rules of the
 * page's market and of the visitor's place, merged into the stricter of the two. Bonus
 * policy hide > neutral > show, the higher minimum age, a market closed to casino promotion
 * closes, every quiet window of either withholds calls to action.
 *
 * Where the page's market has regions with rules of their own (Ontario in Canada), the
 * visitor's region decides; until the location is known (the prerendered HTML, hydration),
 * and when it cannot be known (the lookup failed or timed out), every region row of the
 * market applies: the law binds by where the visitor is, so an unknown visitor may be in
 * Ontario, and showing an Ontario resident a bonus breaks its rule while hiding a British
 * Columbian's costs one offer. So the offer appears only once the place is known to allow
 * it, never the other way round.
 * The rules themselves are data (market_rules, edited by staff); nothing here names a market.
 */

import {
  inQuietWindow,
  type QuietHours,
} from '../../../../supabase/functions/_shared/quiet-hours.ts'
import { isoDate } from '@/lib/format'

// The quiet hours' clock is shared with the /go function, which withholds its redirect too.
export { inQuietWindow, minutesIn } from '../../../../supabase/functions/_shared/quiet-hours.ts'

export type BonusPolicy = 'show' | 'neutral' | 'hide'

/** A row of market_rules as visitors read it (anon has no `source` column: never select '*'). */
export interface MarketRuleRow {
  region_code: string | null
  region_name: string | null
  bonus_policy: BonusPolicy
  neutral_offer_text: string | null
  min_age: number
  helpline_name: string | null
  helpline_url: string | null
  helpline_phone: string | null
  rg_wording: string | null
  ad_label: string | null
  significant_terms_required: boolean
  cta_quiet_from: string | null
  cta_quiet_to: string | null
  time_zone: string
  /** A region's: its visitors see only brands licensed by this regulator today (Ontario: AGCO). */
  licence_regulator_id?: string | null
}

/** The columns of MarketRuleRow, for a select (an explicit list: see MarketRuleRow). */
export const MARKET_RULE_COLUMNS =
  'region_code, region_name, bonus_policy, neutral_offer_text, min_age, helpline_name, helpline_url, helpline_phone, rg_wording, ad_label, significant_terms_required, cta_quiet_from, cta_quiet_to, time_zone, licence_regulator_id'

/** A market as the public pages read it: a country row with its promotion flag and rules. */
export interface Market {
  slug: string
  name: string
  /** The market's language ('hr-HR'): the language of its rules' wording and label. */
  language?: string | null
  casino_promotion: boolean
  market_rules: MarketRuleRow[]
}

/** What the page knows of the visitor's place (tracking's IP lookup). */
export type VisitorPlace =
  | { status: 'pending' }
  | { status: 'unknown' }
  | { status: 'known'; countryCode: string | null; regionCode: string | null }

/** A window of hours without calls to action, in a market's own time zone. */
export interface QuietWindow extends QuietHours {
  /** Whose rule it is ('Croatia', 'Ontario'). */
  where: string
}

export interface ResponsibleGambling {
  /** The language of the wording and the label (the page market's). */
  lang: string | undefined
  minAge: number
  adLabel: string | null
  wording: string | null
  helpline: { name: string; url: string | null; phone: string | null } | null
}

export interface AppliedRules {
  /** Casino promotion is closed for this visitor: no ranking, offer or casino link. */
  closed: boolean
  bonusPolicy: BonusPolicy
  /** The line shown instead of the offer under 'neutral'. */
  neutralOfferText: string | null
  /** Where the policy comes from ('Ontario'), for the line shown instead of a hidden offer. */
  policyWhere: string | null
  significantTerms: boolean
  quietWindows: QuietWindow[]
  responsibleGambling: ResponsibleGambling | null
  /**
   * Regulators whose licence, valid today, a brand of the page's market needs to be listed for
   * this visitor: the visitor's region's (Ontario lists only AGCO-registered operators), applied
   * once the visitor is known to be there. Not before: the prerendered ranking is every
   * visitor's, and leaving brands out of it for all would misrank the rest of the market.
   */
  licenceRegulators: string[]
}

/** No market (the admin's preview, a page without rules): everything shown. */
export const OPEN_RULES: AppliedRules = {
  closed: false,
  bonusPolicy: 'show',
  neutralOfferText: null,
  policyWhere: null,
  significantTerms: false,
  quietWindows: [],
  responsibleGambling: null,
  licenceRegulators: [],
}

const STRICTNESS: Record<BonusPolicy, number> = { show: 0, neutral: 1, hide: 2 }

/** 'GB' -> 'uk', 'CA' -> 'ca': the market slug of a country code (the slugs are ISO codes but uk). */
export function marketSlugOfCountryCode(code: string | null | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null
  const lower = code.toLowerCase()
  return lower === 'gb' ? 'uk' : lower
}

const marketRow = (market: Market) => market.market_rules.find((row) => row.region_code === null)
const regionRows = (market: Market) => market.market_rules.filter((row) => row.region_code !== null)

/** Whether the page's rules may still change once the visitor's region is known. */
export function hasRegionRules(market: Market | null | undefined): boolean {
  return Boolean(market && regionRows(market).length > 0)
}

/**
 * The rules that apply to a visitor of `page` at `place`; `visitorMarket` is the market of
 * the visitor's country when it is another one (undefined while read, null when the site has
 * no such market).
 */
export function applyMarketRules(
  page: Market | null | undefined,
  place: VisitorPlace,
  visitorMarket?: Market | null,
): AppliedRules {
  if (!page) return OPEN_RULES
  const pageSlug = page.slug
  const visitorSlug = place.status === 'known' ? marketSlugOfCountryCode(place.countryCode) : null
  const inPageMarket = visitorSlug === pageSlug

  // Each applicable row, with the name of where it applies.
  const rows: { row: MarketRuleRow; where: string }[] = []
  const own = marketRow(page)
  if (own) rows.push({ row: own, where: page.name })
  const regions = regionRows(page)
  const licenceRegulators: string[] = []
  if (place.status === 'known' && inPageMarket) {
    const region = regions.find((row) => row.region_code === place.regionCode)
    if (region) rows.push({ row: region, where: region.region_name ?? page.name })
    if (region?.licence_regulator_id) licenceRegulators.push(region.licence_regulator_id)
  } else if (place.status !== 'known') {
    for (const row of regions) rows.push({ row, where: row.region_name ?? page.name })
  }
  let closed = !page.casino_promotion
  if (visitorMarket && !inPageMarket && place.status === 'known') {
    closed ||= !visitorMarket.casino_promotion
    const theirs = marketRow(visitorMarket)
    if (theirs) rows.push({ row: theirs, where: visitorMarket.name })
    const region = regionRows(visitorMarket).find((row) => row.region_code === place.regionCode)
    if (region) rows.push({ row: region, where: region.region_name ?? visitorMarket.name })
  }

  let policy: BonusPolicy = 'show'
  let policyRow: (typeof rows)[number] | null = null
  for (const entry of rows) {
    if (STRICTNESS[entry.row.bonus_policy] > STRICTNESS[policy]) {
      policy = entry.row.bonus_policy
      policyRow = entry
    }
  }

  const quietWindows = rows.flatMap(({ row, where }) =>
    row.cta_quiet_from && row.cta_quiet_to
      ? [{ from: row.cta_quiet_from, to: row.cta_quiet_to, timeZone: row.time_zone, where }]
      : [],
  )

  return {
    closed,
    bonusPolicy: closed ? 'hide' : policy,
    neutralOfferText: policy === 'neutral' ? (policyRow?.row.neutral_offer_text ?? null) : null,
    policyWhere: policyRow?.where ?? null,
    significantTerms: rows.some(({ row }) => row.significant_terms_required),
    quietWindows,
    responsibleGambling: responsibleGambling(page, place, inPageMarket, rows),
    licenceRegulators,
  }
}

/**
 * The responsible-gambling block: the page's market's, with the visitor's region's helpline,
 * wording and label where it has its own; the highest minimum age of every applicable rule.
 */
function responsibleGambling(
  page: Market,
  place: VisitorPlace,
  inPageMarket: boolean,
  rows: { row: MarketRuleRow }[],
): ResponsibleGambling | null {
  const own = marketRow(page)
  if (!own && rows.length === 0) return null
  const region =
    place.status === 'known' && inPageMarket
      ? regionRows(page).find((row) => row.region_code === place.regionCode)
      : undefined
  const pick = <K extends keyof MarketRuleRow>(key: K) => region?.[key] || own?.[key] || null
  const name = pick('helpline_name')
  const helplineSource = region?.helpline_name ? region : own
  return {
    lang: page.language ?? undefined,
    minAge: Math.max(...rows.map(({ row }) => row.min_age)),
    adLabel: pick('ad_label') as string | null,
    wording: pick('rg_wording') as string | null,
    helpline:
      typeof name === 'string' && helplineSource
        ? {
            name,
            url: helplineSource.helpline_url,
            phone: helplineSource.helpline_phone,
          }
        : null,
  }
}

/** Whether calls to action are withheld at `date` (inside any window). */
export function ctaWithheld(windows: readonly QuietWindow[], date: Date): boolean {
  return windows.some((window) => inQuietWindow(window, date))
}

/** '06:00:00' -> '06:00'. */
export const hhmm = (time: string) => time.slice(0, 5)

/** A brand's licence as the ranking reads it (brand_licences). */
export interface LicenceSpan {
  regulator_id: string
  valid_from: string
  valid_to: string | null
}

/**
 * The brands listable for this visitor: all, unless the visitor's region requires a licence
 * from its regulator valid on `today` ('YYYY-MM-DD').
 */
export function listableForVisitor<B extends { licences?: LicenceSpan[] }>(
  brands: B[],
  rules: AppliedRules,
  today: string,
): B[] {
  if (rules.licenceRegulators.length === 0) return brands
  return brands.filter((brand) =>
    rules.licenceRegulators.every((regulator) =>
      (brand.licences ?? []).some(
        (licence) =>
          licence.regulator_id === regulator &&
          licence.valid_from <= today &&
          (licence.valid_to === null || licence.valid_to >= today),
      ),
    ),
  )
}

/** A ranking's state with only the brands listable for this visitor on `today`. */
export function rankingForVisitor<R extends { brands?: { licences?: LicenceSpan[] }[] }>(
  ranking: R,
  rules: AppliedRules,
  today: Date,
): R {
  if (!ranking.brands) return ranking
  const brands = listableForVisitor(ranking.brands, rules, isoDate(today))
  return { ...ranking, brands }
}
