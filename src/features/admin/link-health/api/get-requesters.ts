/**
 * Who asked for checks, by their staff id: their name or email. The database shows an admin
 * every member of staff and anyone else only themselves (admin_users' policy), so another
 * member's checks read as 'a member of staff' for editors and analysts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { linkHealthKeys } from '../keys'

export async function getRequesters(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  let query = supabase
    .from('admin_users')
    .select('id, email, full_name')
    .in('id', [...ids])
  if (signal) query = query.abortSignal(signal)
  return new Map(
    unwrap(await query).map((member) => [member.id, member.full_name?.trim() || member.email]),
  )
}

export function useRequesters(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort()
  return useQuery(
    queryOptions({
      queryKey: linkHealthKeys.requesters(sorted),
      queryFn: ({ signal }) => getRequesters(sorted, signal),
      enabled: sorted.length > 0,
      staleTime: 5 * 60_000,
    }),
  )
}
