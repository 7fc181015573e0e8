/** A brand's latest link checks (public.link_checks), newest first: the first is its state now. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Tables } from '@/integrations/supabase/types'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { linkHealthKeys } from '../keys'
import {
  hopsOf,
  linkState,
  problemsOf,
  type LinkHop,
  type LinkProblem,
  type LinkState,
} from '../link-state'

/** How many checks the brand's history shows. */
export const CHECK_HISTORY_SIZE = 50

export type LinkCheck = Omit<Tables<'link_checks'>, 'state' | 'problems' | 'hops' | 'trigger'> & {
  state: LinkState
  trigger: 'schedule' | 'staff'
  problems: LinkProblem[]
  hops: LinkHop[]
}

/** A stored check as staff read it (its JSON parsed; an unknown state reads as Broken). */
export function linkCheckOf(row: Tables<'link_checks'>): LinkCheck {
  return {
    ...row,
    state: linkState(row.state) ?? 'broken',
    trigger: row.trigger === 'staff' ? 'staff' : 'schedule',
    problems: problemsOf(row.problems),
    hops: hopsOf(row.hops),
  }
}

export async function listChecks(brandId: string, signal?: AbortSignal): Promise<LinkCheck[]> {
  let query = supabase
    .from('link_checks')
    .select('*')
    .eq('brand_id', brandId)
    .order('checked_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(CHECK_HISTORY_SIZE)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query).map(linkCheckOf)
}

export function useChecks(brandId: string) {
  return useQuery(
    queryOptions({
      queryKey: linkHealthKeys.checks(brandId),
      queryFn: ({ signal }) => listChecks(brandId, signal),
      // The schedule adds checks while the page is closed: read them afresh on each visit.
      staleTime: 0,
    }),
  )
}
