/**
 * A row's change history from audit_log, newest first, a page at a time. RLS decides
 * what the caller reads: admins every table, editors the content tables.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import type { Tables } from '@/integrations/supabase/types'
import { historyKeys } from '../keys'

export const HISTORY_PAGE_SIZE = 10

export type HistoryEntry = Pick<
  Tables<'audit_log'>,
  | 'id'
  | 'occurred_at'
  | 'actor_email'
  | 'actor_staff_role'
  | 'actor_db_role'
  | 'action'
  | 'changed_fields'
  | 'old_data'
  | 'new_data'
>

export async function getHistoryPage(
  table: string,
  recordId: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  let query = supabase
    .from('audit_log')
    .select(
      'id, occurred_at, actor_email, actor_staff_role, actor_db_role, action, changed_fields, old_data, new_data',
    )
    .eq('table_name', table)
    .eq('record_id', recordId)
  // Keyset paging on the identity column: entries added meanwhile do not shift the pages.
  if (before !== null) query = query.lt('id', before)
  query = query.order('id', { ascending: false }).limit(HISTORY_PAGE_SIZE)
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export const historyQueryOptions = (table: string, recordId: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.record(table, recordId),
    // Every save, by anyone, adds to it: read it afresh whenever an edit page opens.
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => getHistoryPage(table, recordId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) =>
      page.length === HISTORY_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
  })

export function useHistory(table: string, recordId: string) {
  return useInfiniteQuery(historyQueryOptions(table, recordId))
}
