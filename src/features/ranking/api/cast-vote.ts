/**
 * A visitor's star vote: cast_brand_vote stores one vote per visitor id and brand (a
 * second vote changes the first) and answers the brand's new rating and vote count.
 * Sent once, as the app's mutations are (lib/query-client.ts): the card shows its own
 * outcome. The brand card imports this module on the first vote, so neither it nor
 * TanStack's mutation observer weighs on the first load (DESIGN.md section 5).
 */
import { getVisitorId } from '@/features/tracking'
import { getPostgrest } from '@/lib/postgrest'
import { unwrap } from '@/lib/result'

export type VoteResult = { user_rating: number | null; user_rating_votes: number }

export async function castBrandVote({
  brandId,
  rating,
}: {
  brandId: string
  rating: number
}): Promise<VoteResult | null> {
  const rows = unwrap(
    await (
      await getPostgrest()
    ).rpc('cast_brand_vote', {
      p_brand_id: brandId,
      p_voter_id: getVisitorId(),
      p_rating: rating,
    }),
  )
  return rows[0] ?? null
}
