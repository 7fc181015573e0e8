import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { authKeys } from './keys'

/** The stored session, if any (read from local storage, refreshed by supabase-js). */
export async function getSession() {
  return unwrap(await supabase.auth.getSession()).session
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: authKeys.session(), queryFn: getSession, staleTime: 0 })

export function useSession() {
  return useQuery(sessionQueryOptions())
}
