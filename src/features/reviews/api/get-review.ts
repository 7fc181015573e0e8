/**
 * Read brand for review (SPEC.md section 7): every field plus the related country's name
 * and slug and the brand's licences (regulator and number), for an active brand listable in
 * its market (RLS), exactly one row. No such brand answers null.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import {
  MARKET_RULE_COLUMNS,
  type Brand,
  type MarketRuleRow,
  type OfferTerms,
} from '@/features/ranking'
import { getPostgrest } from '@/lib/postgrest'
import { unwrap } from '@/lib/result'
import { reviewKeys } from './keys'

export interface ReviewLicence {
  regulator_id: string
  licence_number: string
  valid_from: string
  valid_to: string | null
  register_url: string | null
  regulator: { name: string; register_url: string | null } | null
}

export type ReviewBrand = Brand &
  OfferTerms & {
    /** The brand's market with its rules (#26): the review follows them as its ranking does. */
    country: {
      name: string
      slug: string
      language?: string | null
      casino_promotion?: boolean
      market_rules?: MarketRuleRow[]
    } | null
    licences: ReviewLicence[]
  }

/** PostgREST's answer when .single() finds no row (or more than one). */
const NOT_EXACTLY_ONE = 'PGRST116'

export async function getReview(
  brandSlug: string,
  signal?: AbortSignal,
): Promise<ReviewBrand | null> {
  let query = (await getPostgrest())
    .from('brands')
    .select(
      `*, country:countries(name, slug, language, casino_promotion, market_rules(${MARKET_RULE_COLUMNS})), licences:brand_licences(regulator_id, licence_number, valid_from, valid_to, register_url, regulator:regulators(name, register_url))`,
    )
    .eq('brand_slug', brandSlug)
    .eq('is_active', true)
  if (signal) query = query.abortSignal(signal)
  const result = await query.single()
  if (result.error?.code === NOT_EXACTLY_ONE) return null
  return unwrap(result) as unknown as ReviewBrand
}

export function reviewQueryOptions(brandSlug: string) {
  return queryOptions({
    queryKey: reviewKeys.detail(brandSlug),
    queryFn: ({ signal }) => getReview(brandSlug, signal),
  })
}

export function useReview(brandSlug: string) {
  return useQuery(reviewQueryOptions(brandSlug))
}

/** For the prerender: fills the cache as the review page reads it. A failing read throws. */
export async function prefetchReview(queryClient: QueryClient, brandSlug: string): Promise<void> {
  await queryClient.fetchQuery(reviewQueryOptions(brandSlug))
}
