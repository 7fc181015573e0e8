/**
 * Values on both sides of every brands constraint, with whether the table accepts them.
 * The schema test and the database parity test both run these cases. A few cases are
 * where the form is knowingly stricter than the table (`database` differs, with why).
 */
import type { BrandFormValues } from '../../../src/features/admin/brands/brand-schema.ts'

export type BrandBoundaryCase = {
  label: string
  values: Partial<BrandFormValues>
  /** Whether the form accepts it. */
  accepted: boolean
  /** Whether the table accepts it, when it differs from the form (see `why`). */
  database?: boolean
  why?: string
}

const FLAG = '🇨🇦' // 2 code points, 4 UTF-16 units
const text = (length: number) => 'x'.repeat(length)
const list = (length: number) => Array.from({ length }, (_, i) => ({ value: `Point ${i + 1}` }))
const metricList = (length: number) =>
  Array.from({ length }, (_, i) => ({ label: `Label ${i + 1}`, value: `${i + 1}` }))

/** Each text column with its limit: at the limit accepted, one above refused. */
const LIMITS = [
  ['bonus_text', 300],
  ['hover_bonus_text', 300],
  ['label_tag', 40],
  ['cta_button_text', 40],
  ['short_description', 1000],
  ['full_description', 20000],
  ['payout_speed', 60],
  ['license', 200],
  ['min_deposit', 60],
] as const

export const brandBoundaryCases: BrandBoundaryCase[] = [
  { label: 'name of 1 character', values: { brand_name: 'A' }, accepted: true },
  { label: 'name of 100 characters', values: { brand_name: text(100) }, accepted: true },
  { label: 'name of 101 characters', values: { brand_name: text(101) }, accepted: false },
  {
    label: 'name of 50 flags (100 code points)',
    values: { brand_name: FLAG.repeat(50) },
    accepted: true,
  },
  {
    label: 'name of 51 flags (102 code points)',
    values: { brand_name: FLAG.repeat(51) },
    accepted: false,
  },
  { label: 'slug "royal-spin-2"', values: { brand_slug: 'royal-spin-2' }, accepted: true },
  {
    label: 'slug of 200 characters (no length limit)',
    values: { brand_slug: text(200) },
    accepted: true,
  },
  { label: 'slug with upper case', values: { brand_slug: 'Royal' }, accepted: false },
  { label: 'slug with a double hyphen', values: { brand_slug: 'royal--spin' }, accepted: false },
  { label: 'slug ending in a hyphen', values: { brand_slug: 'royal-' }, accepted: false },
  { label: 'slug with a space', values: { brand_slug: 'royal spin' }, accepted: false },
  {
    label: 'destination with {click_id}',
    values: { destination_url: 'https://casino.example/?btag={click_id}' },
    accepted: true,
  },
  {
    label: 'destination in upper case',
    values: { destination_url: 'HTTP://CASINO.EXAMPLE/' },
    accepted: true,
  },
  {
    label: 'destination of 2000 characters',
    values: { destination_url: `https://${text(1992)}` },
    accepted: true,
  },
  {
    label: 'destination of 2001 characters',
    values: { destination_url: `https://${text(1993)}` },
    accepted: false,
  },
  {
    label: 'destination ftp://',
    values: { destination_url: 'ftp://casino.example/' },
    accepted: false,
  },
  {
    label: 'destination javascript:',
    values: { destination_url: 'javascript:alert(1)' },
    accepted: false,
  },
  { label: 'sub-id "subid"', values: { subid_param: 'subid' }, accepted: true },
  { label: 'sub-id "a"', values: { subid_param: 'a' }, accepted: true },
  { label: 'sub-id "s.u_b-1"', values: { subid_param: 's.u_b-1' }, accepted: true },
  {
    label: 'sub-id of 64 characters',
    values: { subid_param: `a${'b'.repeat(63)}` },
    accepted: true,
  },
  {
    label: 'sub-id of 65 characters',
    values: { subid_param: `a${'b'.repeat(64)}` },
    accepted: false,
  },
  { label: 'sub-id starting with a digit', values: { subid_param: '1abc' }, accepted: false },
  { label: 'sub-id with a space', values: { subid_param: 'sub id' }, accepted: false },
  ...LIMITS.flatMap(([field, max]) => [
    { label: `${field} of ${max} characters`, values: { [field]: text(max) }, accepted: true },
    {
      label: `${field} of ${max + 1} characters`,
      values: { [field]: text(max + 1) },
      accepted: false,
    },
  ]),
  { label: 'editor score 0', values: { editor_score: 0 }, accepted: true },
  { label: 'editor score 100', values: { editor_score: 100 }, accepted: true },
  { label: 'editor score -1', values: { editor_score: -1 }, accepted: false },
  { label: 'editor score 101', values: { editor_score: 101 }, accepted: false },
  { label: 'rating baseline none', values: { rating_baseline: null }, accepted: true },
  { label: 'rating baseline 1', values: { rating_baseline: 1 }, accepted: true },
  { label: 'rating baseline 5', values: { rating_baseline: 5 }, accepted: true },
  { label: 'rating baseline 4.25', values: { rating_baseline: 4.25 }, accepted: true },
  { label: 'rating baseline 0.99', values: { rating_baseline: 0.99 }, accepted: false },
  { label: 'rating baseline 5.01', values: { rating_baseline: 5.01 }, accepted: false },
  {
    label: 'rating baseline 4.255',
    values: { rating_baseline: 4.255 },
    accepted: false,
    database: true,
    why: 'numeric(3, 2) rounds it to 4.26 silently; the form asks for two decimals',
  },
  { label: 'baseline votes 0', values: { rating_baseline_votes: 0 }, accepted: true },
  {
    label: 'baseline votes 2147483647',
    values: { rating_baseline_votes: 2147483647 },
    accepted: true,
  },
  { label: 'baseline votes -1', values: { rating_baseline_votes: -1 }, accepted: false },
  {
    label: 'baseline votes 2147483648',
    values: { rating_baseline_votes: 2147483648 },
    accepted: false,
  },
  { label: 'picked today 0', values: { today_picked_count: 0 }, accepted: true },
  { label: 'picked today -1', values: { today_picked_count: -1 }, accepted: false },
  { label: 'picked today 1.5', values: { today_picked_count: 1.5 }, accepted: false },
  {
    label: 'trust icons ssl and global_access',
    values: { trust_icons: ['ssl', 'global_access'] },
    accepted: true,
  },
  {
    label: 'trust icon unknown',
    values: { trust_icons: ['bogus'] as unknown as BrandFormValues['trust_icons'] },
    accepted: false,
  },
  {
    label: 'six metrics',
    values: { metrics: metricList(6) },
    accepted: true,
  },
  {
    label: 'seven metrics',
    values: { metrics: metricList(7) },
    accepted: false,
  },
  { label: '12 pros', values: { pros: list(12) }, accepted: true },
  { label: '13 pros', values: { pros: list(13) }, accepted: false },
  { label: '12 cons', values: { cons: list(12) }, accepted: true },
  { label: '13 cons', values: { cons: list(13) }, accepted: false },
  {
    label: 'review sections of 60000 characters together',
    values: Object.fromEntries(
      [
        'review_overview',
        'review_bonuses',
        'review_payments',
        'review_games',
        'review_mobile',
        'review_security',
        'review_support',
        'review_verdict',
      ].map((key) => [key, text(7500)]),
    ),
    accepted: true,
  },
  {
    label: 'review sections of 60001 characters together',
    values: { review_overview: text(30000), review_verdict: text(30001) },
    accepted: false,
  },
  { label: 'logo at a site path', values: { brand_logo_url: '/logos/royal.png' }, accepted: true },
  {
    label: 'logo at an https URL',
    values: { brand_logo_url: 'https://cdn.example/royal.png' },
    accepted: true,
  },
  { label: 'logo as a bare file name', values: { brand_logo_url: 'royal.png' }, accepted: false },
  {
    label: 'logo as a data URL',
    values: { brand_logo_url: 'data:image/png;base64,AAAA' },
    accepted: false,
  },
  {
    label: "inactive, trending, editor's choice",
    values: { is_active: false, is_trending: true, is_editors_choice: true },
    accepted: true,
  },
]

/**
 * The offer's bonus terms on both sides of their constraints (20261127000900_market_rules.sql),
 * run by the schema test and, through save_brand (20261127001200), by the parity test.
 */
export const offerBoundaryCases: BrandBoundaryCase[] = [
  ...(
    [
      ['bonus_amount', 100],
      ['bonus_reason', 200],
      ['max_bet', 60],
      ['max_cashout', 60],
      ['eligible_games', 300],
    ] as const
  ).flatMap(([field, max]) => [
    { label: `${field} of ${max} characters`, values: { [field]: text(max) }, accepted: true },
    {
      label: `${field} of ${max + 1} characters`,
      values: { [field]: text(max + 1) },
      accepted: false,
    },
  ]),
  { label: 'wagering none', values: { wagering_multiple: null }, accepted: true },
  { label: 'wagering 0', values: { wagering_multiple: 0 }, accepted: true },
  { label: 'wagering 12.5', values: { wagering_multiple: 12.5 }, accepted: true },
  { label: 'wagering 200', values: { wagering_multiple: 200 }, accepted: true },
  { label: 'wagering 200.1', values: { wagering_multiple: 200.1 }, accepted: false },
  { label: 'wagering -1', values: { wagering_multiple: -1 }, accepted: false },
  {
    label: 'wagering 12.25',
    values: { wagering_multiple: 12.25 },
    accepted: false,
    database: true,
    why: 'numeric(5, 1) rounds it to 12.3 silently; the form asks for one decimal',
  },
  {
    label: 'wagering applies to deposit and bonus',
    values: { wagering_applies_to: 'deposit_and_bonus' },
    accepted: true,
  },
  {
    label: 'wagering applies to something else',
    values: { wagering_applies_to: 'cashback' as BrandFormValues['wagering_applies_to'] },
    accepted: false,
  },
  { label: 'expiry 1 day', values: { bonus_expiry_days: 1 }, accepted: true },
  { label: 'expiry 365 days', values: { bonus_expiry_days: 365 }, accepted: true },
  { label: 'expiry 0 days', values: { bonus_expiry_days: 0 }, accepted: false },
  { label: 'expiry 366 days', values: { bonus_expiry_days: 366 }, accepted: false },
  { label: 'expiry 1.5 days', values: { bonus_expiry_days: 1.5 }, accepted: false },
  { label: 'promo code WELCOME_100-X', values: { promo_code: 'WELCOME_100-X' }, accepted: true },
  { label: 'promo code of 40 characters', values: { promo_code: text(40) }, accepted: true },
  { label: 'promo code of 41 characters', values: { promo_code: text(41) }, accepted: false },
  { label: 'promo code with a space', values: { promo_code: 'WELCOME 100' }, accepted: false },
  { label: 'promo code with an accent', values: { promo_code: 'BÜNUS' }, accepted: false },
  {
    label: 'products casino and sports',
    values: { bonus_products: ['casino', 'sports'] },
    accepted: true,
  },
  {
    label: 'all six products',
    values: {
      bonus_products: ['casino', 'live_casino', 'sports', 'bingo', 'poker', 'lottery'],
    },
    accepted: true,
  },
  { label: 'no product', values: { bonus_products: [] }, accepted: false },
  {
    label: 'an unknown product',
    values: { bonus_products: ['esports'] as unknown as BrandFormValues['bonus_products'] },
    accepted: false,
  },
  {
    label: 'full terms at an https URL',
    values: { full_terms_url: 'https://casino.example/terms' },
    accepted: true,
  },
  {
    label: 'full terms of 2001 characters',
    values: { full_terms_url: `https://${text(1993)}` },
    accepted: false,
  },
  {
    label: 'full terms without a scheme',
    values: { full_terms_url: 'casino.example/terms' },
    accepted: false,
  },
  { label: 'a first-deposit offer', values: { first_deposit_offer: true }, accepted: true },
]
