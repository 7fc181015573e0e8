/**
 * The brand form's rules, mirroring the brands table's constraints
 * (supabase/migrations/20261122000300_catalog.sql): a value the form accepts is one the
 * database accepts. Lengths count code points, as PostgreSQL's char_length does. Where the
 * form is stricter it says why: rating_baseline takes at most two decimals (numeric(3, 2)
 * would silently round), and list entries (pros, cons, metrics) may not be blank.
 */
import { z } from 'zod'
import type { BrandWithCategories } from './api/get-brand'
import { TRUST_BADGES, type TrustBadgeKey } from '@/features/ranking'
// Not the form barrel, as the other schemas: it pulls in the Supabase client, which needs the env.
import {
  charLength,
  INT4_MAX,
  optionalText,
  requiredText,
  slug,
} from '../components/form/schema-rules'

export const BRAND_LIMITS = {
  name: 100,
  destinationUrl: 2000,
  bonusText: 300,
  hoverBonusText: 300,
  labelTag: 40,
  ctaButtonText: 40,
  shortDescription: 1000,
  fullDescription: 20000,
  payoutSpeed: 60,
  license: 200,
  minDeposit: 60,
  bonusAmount: 100,
  bonusReason: 200,
  maxBet: 60,
  maxCashout: 60,
  eligibleGames: 300,
  promoCode: 40,
  fullTermsUrl: 2000,
  /** wagering_multiple: numeric(5, 1) between 0 and 200. */
  wageringMultiple: 200,
  /** bonus_expiry_days: between 1 and 365. */
  bonusExpiryDays: 365,
  /** The eight review sections together. */
  reviewSections: 60000,
  /** Per list (the table's cardinality checks). */
  pros: 12,
  cons: 12,
  /**
   * As the column: the card shows two metrics (RTP and Picked Today first when they apply,
   * then these in order), so a brand may keep more for when those do not apply.
   */
  metrics: 6,
} as const

/** What a wagering requirement multiplies (brands_wagering_applies_to). */
export const WAGERING_APPLIES_TO = [
  { value: 'bonus', label: 'The bonus' },
  { value: 'deposit_and_bonus', label: 'Deposit and bonus' },
  { value: 'winnings', label: 'Winnings (e.g. from free spins)' },
] as const
type WageringAppliesTo = (typeof WAGERING_APPLIES_TO)[number]['value']

/** The products a bonus can be used on (brands_bonus_products). */
export const BONUS_PRODUCTS = [
  { value: 'casino', label: 'Casino' },
  { value: 'live_casino', label: 'Live casino' },
  { value: 'sports', label: 'Sports' },
  { value: 'bingo', label: 'Bingo' },
  { value: 'poker', label: 'Poker' },
  { value: 'lottery', label: 'Lottery' },
] as const
export type BonusProduct = (typeof BONUS_PRODUCTS)[number]['value']
const BONUS_PRODUCT_KEYS = BONUS_PRODUCTS.map((product) => product.value) as [
  BonusProduct,
  ...BonusProduct[],
]

/** brands_promo_code_format: `~ '^[A-Za-z0-9_-]{1,40}$'`. */
const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

export const SUBID_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/
/** brands_destination_url_format: `~* '^https?://'`. */
const DESTINATION_PATTERN = /^https?:\/\//i
/** brands_brand_logo_url_format: `~* '^(https?://|/)'`. */
const LOGO_PATTERN = /^(https?:\/\/|\/)/i

export const REVIEW_SECTIONS = [
  { key: 'review_overview', label: 'Overview' },
  { key: 'review_bonuses', label: 'Bonuses & Promotions' },
  { key: 'review_payments', label: 'Payments & Withdrawals' },
  { key: 'review_games', label: 'Games & Providers' },
  { key: 'review_mobile', label: 'Mobile Experience' },
  { key: 'review_security', label: 'Security & Trust' },
  { key: 'review_support', label: 'Customer Support' },
  { key: 'review_verdict', label: 'Final Verdict' },
] as const

export const TRUST_ICON_KEYS = Object.keys(TRUST_BADGES) as TrustBadgeKey[]

/** Optional text that must match the column's pattern when given. */
const optionalPattern = (pattern: RegExp, message: string, max?: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .refine(
      (value) => max === undefined || charLength(value) <= max,
      `Must be at most ${max} characters.`,
    )
    .transform((value) => (value === '' ? null : value))

const count = (label: string, max = INT4_MAX) =>
  z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`)

const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9
const hasOneDecimalAtMost = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

const listEntry = (what: string) => z.object({ value: z.string().trim().min(1, `Enter ${what}.`) })

const reviewSectionFields = Object.fromEntries(
  REVIEW_SECTIONS.map(({ key }) => [key, optionalText(null, 'Section')]),
) as Record<(typeof REVIEW_SECTIONS)[number]['key'], ReturnType<typeof optionalText>>

export const brandSchema = z
  .object({
    brand_name: requiredText(BRAND_LIMITS.name, 'Brand name'),
    brand_slug: slug({ example: '"royal-spin-casino"', max: null }),
    country_id: z.string().min(1, 'Choose a country.'),
    destination_url: optionalPattern(
      DESTINATION_PATTERN,
      'Start with http:// or https://.',
      BRAND_LIMITS.destinationUrl,
    ),
    subid_param: optionalPattern(
      SUBID_PATTERN,
      'A letter, then up to 63 letters, digits, ".", "_" or "-" (e.g. subid).',
    ),
    is_active: z.boolean(),
    is_editors_choice: z.boolean(),
    is_trending: z.boolean(),
    label_tag: optionalText(BRAND_LIMITS.labelTag, 'Label tag'),
    bonus_text: optionalText(BRAND_LIMITS.bonusText, 'Bonus text'),
    hover_bonus_text: optionalText(BRAND_LIMITS.hoverBonusText, 'Hover bonus text'),
    cta_button_text: optionalText(BRAND_LIMITS.ctaButtonText, 'CTA button text'),
    bonus_amount: optionalText(BRAND_LIMITS.bonusAmount, 'Bonus amount'),
    bonus_reason: optionalText(BRAND_LIMITS.bonusReason, 'Reason'),
    wagering_multiple: z
      .number({ error: 'Enter a number, e.g. 10 or 12.5.' })
      .min(0, 'Wagering cannot be negative.')
      .max(
        BRAND_LIMITS.wageringMultiple,
        `Wagering must be at most ${BRAND_LIMITS.wageringMultiple}x.`,
      )
      // numeric(5, 1) would silently round a second decimal.
      .refine(hasOneDecimalAtMost, 'Use at most one decimal (e.g. 12.5).')
      .nullable(),
    wagering_applies_to: z
      .enum(['', ...WAGERING_APPLIES_TO.map((option) => option.value)] as [
        '',
        ...WageringAppliesTo[],
      ])
      .transform((value) => (value === '' ? null : value)),
    max_bet: optionalText(BRAND_LIMITS.maxBet, 'Maximum bet'),
    max_cashout: optionalText(BRAND_LIMITS.maxCashout, 'Maximum cashout'),
    bonus_expiry_days: z
      .number({ error: 'Enter a whole number of days.' })
      .int('Enter a whole number of days.')
      .min(1, 'Expiry must be at least 1 day.')
      .max(
        BRAND_LIMITS.bonusExpiryDays,
        `Expiry must be at most ${BRAND_LIMITS.bonusExpiryDays} days.`,
      )
      .nullable(),
    eligible_games: optionalText(BRAND_LIMITS.eligibleGames, 'Eligible games'),
    promo_code: optionalPattern(
      PROMO_CODE_PATTERN,
      `Letters, digits, "_" and "-" only, at most ${BRAND_LIMITS.promoCode}.`,
    ),
    first_deposit_offer: z.boolean(),
    bonus_products: z
      .array(z.enum(BONUS_PRODUCT_KEYS))
      .min(1, 'Choose at least one product.')
      .max(BONUS_PRODUCTS.length),
    full_terms_url: optionalPattern(
      DESTINATION_PATTERN,
      'Start with http:// or https://.',
      BRAND_LIMITS.fullTermsUrl,
    ),
    editor_score: z
      .number({ error: 'Enter a whole number from 0 to 100.' })
      .int('Enter a whole number from 0 to 100.')
      .min(0, 'Editor score must be at least 0.')
      .max(100, 'Editor score must be at most 100.'),
    rating_baseline: z
      .number()
      .min(1, 'Rating baseline must be at least 1.')
      .max(5, 'Rating baseline must be at most 5.')
      .refine(hasTwoDecimalsAtMost, 'Use at most two decimals (e.g. 4.25).')
      .nullable(),
    rating_baseline_votes: count('Votes'),
    today_picked_count: count('Picked today'),
    trust_icons: z.array(z.enum(TRUST_ICON_KEYS as [TrustBadgeKey, ...TrustBadgeKey[]])),
    metrics: z
      .array(
        z.object({
          label: z.string().trim().min(1, 'Enter a label.'),
          value: z.string().trim().min(1, 'Enter a value.'),
        }),
      )
      .max(BRAND_LIMITS.metrics, `At most ${BRAND_LIMITS.metrics} metrics.`),
    payout_speed: optionalText(BRAND_LIMITS.payoutSpeed, 'Payout speed'),
    license: optionalText(BRAND_LIMITS.license, 'Licence'),
    min_deposit: optionalText(BRAND_LIMITS.minDeposit, 'Minimum deposit'),
    short_description: optionalText(BRAND_LIMITS.shortDescription, 'Short description'),
    full_description: optionalText(BRAND_LIMITS.fullDescription, 'Full description'),
    pros: z
      .array(listEntry('a pro'))
      .max(BRAND_LIMITS.pros, `At most ${BRAND_LIMITS.pros} pros.`)
      .transform((items) => items.map((item) => item.value)),
    cons: z
      .array(listEntry('a con'))
      .max(BRAND_LIMITS.cons, `At most ${BRAND_LIMITS.cons} cons.`)
      .transform((items) => items.map((item) => item.value)),
    ...reviewSectionFields,
    brand_logo_url: optionalPattern(LOGO_PATTERN, 'Use an http(s) URL or a site path (/...).'),
    category_ids: z.array(z.string()),
  })
  .superRefine((brand, context) => {
    const total = REVIEW_SECTIONS.reduce((sum, { key }) => sum + charLength(brand[key] ?? ''), 0)
    if (total > BRAND_LIMITS.reviewSections) {
      context.addIssue({
        code: 'custom',
        path: ['review_verdict'],
        message: `The eight review sections together must be at most ${BRAND_LIMITS.reviewSections} characters (now ${total}).`,
      })
    }
  })

/** What the form holds (text fields as typed, list entries as objects for useFieldArray). */
export type BrandFormValues = z.input<typeof brandSchema>
/** What is saved: the brand's columns and its category ids. */
export type BrandInput = z.output<typeof brandSchema>
export type BrandField = keyof BrandFormValues

export const emptyBrand: BrandFormValues = {
  brand_name: '',
  brand_slug: '',
  country_id: '',
  destination_url: '',
  subid_param: '',
  is_active: true,
  is_editors_choice: false,
  is_trending: false,
  label_tag: '',
  bonus_text: '',
  hover_bonus_text: '',
  cta_button_text: '',
  bonus_amount: '',
  bonus_reason: '',
  wagering_multiple: null,
  wagering_applies_to: '',
  max_bet: '',
  max_cashout: '',
  bonus_expiry_days: null,
  eligible_games: '',
  promo_code: '',
  first_deposit_offer: false,
  bonus_products: ['casino'],
  full_terms_url: '',
  editor_score: 90,
  rating_baseline: null,
  rating_baseline_votes: 0,
  today_picked_count: 0,
  trust_icons: [],
  metrics: [],
  payout_speed: '',
  license: '',
  min_deposit: '',
  short_description: '',
  full_description: '',
  pros: [],
  cons: [],
  review_overview: '',
  review_bonuses: '',
  review_payments: '',
  review_games: '',
  review_mobile: '',
  review_security: '',
  review_support: '',
  review_verdict: '',
  brand_logo_url: '',
  category_ids: [],
}

const text = (value: string | null) => value ?? ''

/** A stored brand as the form's values (empty texts for nulls, list entries as objects). */
export function brandFormValues(row: BrandWithCategories): BrandFormValues {
  return {
    brand_name: row.brand_name,
    brand_slug: row.brand_slug,
    country_id: row.country_id,
    destination_url: text(row.destination_url),
    subid_param: text(row.subid_param),
    is_active: row.is_active,
    is_editors_choice: row.is_editors_choice,
    is_trending: row.is_trending,
    label_tag: text(row.label_tag),
    bonus_text: text(row.bonus_text),
    hover_bonus_text: text(row.hover_bonus_text),
    cta_button_text: text(row.cta_button_text),
    bonus_amount: text(row.bonus_amount),
    bonus_reason: text(row.bonus_reason),
    wagering_multiple: row.wagering_multiple === null ? null : Number(row.wagering_multiple),
    wagering_applies_to: (row.wagering_applies_to ?? '') as BrandFormValues['wagering_applies_to'],
    max_bet: text(row.max_bet),
    max_cashout: text(row.max_cashout),
    bonus_expiry_days: row.bonus_expiry_days,
    eligible_games: text(row.eligible_games),
    promo_code: text(row.promo_code),
    first_deposit_offer: row.first_deposit_offer,
    bonus_products: row.bonus_products as BrandFormValues['bonus_products'],
    full_terms_url: text(row.full_terms_url),
    editor_score: row.editor_score,
    rating_baseline: row.rating_baseline === null ? null : Number(row.rating_baseline),
    rating_baseline_votes: row.rating_baseline_votes,
    today_picked_count: row.today_picked_count,
    trust_icons: row.trust_icons as BrandFormValues['trust_icons'],
    metrics: Array.isArray(row.metrics) ? (row.metrics as BrandFormValues['metrics']) : [],
    payout_speed: text(row.payout_speed),
    license: text(row.license),
    min_deposit: text(row.min_deposit),
    short_description: text(row.short_description),
    full_description: text(row.full_description),
    pros: row.pros.map((value) => ({ value })),
    cons: row.cons.map((value) => ({ value })),
    review_overview: text(row.review_overview),
    review_bonuses: text(row.review_bonuses),
    review_payments: text(row.review_payments),
    review_games: text(row.review_games),
    review_mobile: text(row.review_mobile),
    review_security: text(row.review_security),
    review_support: text(row.review_support),
    review_verdict: text(row.review_verdict),
    brand_logo_url: text(row.brand_logo_url),
    category_ids: row.category_ids,
  }
}
