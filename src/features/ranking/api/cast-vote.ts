/**
 * A visitor's star vote: cast_brand_vote stores one vote per visitor id and brand (a
 * second vote changes the first) and answers the brand's new rating and vote count.
 */
import { useMutation } from '@tanstack/react-query'
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

/** One attempt (the app's default for mutations): the card shows its own outcome. */
export function useCastVote() {
  return useMutation({ mutationFn: castBrandVote })
}
