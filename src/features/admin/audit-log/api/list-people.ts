/**
 * The person filter's options: every staff member (people no longer staff are found by
 * searching their email).
 */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import type { FilterOption } from '../../components/data-table/query'
import { auditKeys } from '../keys'

export async function listPeople(signal: AbortSignal): Promise<FilterOption[]> {
  const rows = unwrap(
    await supabase.from('admin_users').select('id, email').order('email').abortSignal(signal),
  )
  return rows.map((row) => ({ value: row.id, label: row.email }))
}

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.people(),
    queryFn: ({ signal }) => listPeople(signal),
  })
