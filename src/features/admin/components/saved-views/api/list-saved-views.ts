/**
 * The saved views of a section the caller sees (RLS: their own, and the shared views of a
 * section their role reads), with each view's report schedule where the caller may see it
 * (the owner's, or an admin's), by name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Tables } from '@/integrations/supabase/types'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { savedViewKeys } from '../keys'
import { viewStateOf, type ViewState } from '../view-state'

export type ReportSchedule = Pick<
  Tables<'report_schedules'>,
  'id' | 'frequency' | 'recipients' | 'next_run_at' | 'last_sent_at' | 'last_error'
>

export type SavedView = Pick<
  Tables<'saved_views'>,
  'id' | 'owner_id' | 'section' | 'name' | 'shared' | 'updated_at'
> & {
  state: ViewState
  schedule: ReportSchedule | null
}

export async function listSavedViews(section: string, signal?: AbortSignal): Promise<SavedView[]> {
  let query = supabase
    .from('saved_views')
    .select(
      'id, owner_id, section, name, shared, updated_at, state, report_schedules(id, frequency, recipients, next_run_at, last_sent_at, last_error)',
    )
    .eq('section', section)
    .order('name')
    .order('id')
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query).map(({ report_schedules: schedules, state, ...view }) => ({
    ...view,
    state: viewStateOf(state),
    schedule: (Array.isArray(schedules) ? schedules[0] : schedules) ?? null,
  }))
}

export const savedViewsQueryOptions = (section: string) =>
  queryOptions({
    queryKey: savedViewKeys.section(section),
    queryFn: ({ signal }) => listSavedViews(section, signal),
    staleTime: 30_000,
  })

export function useSavedViews(section: string) {
  return useQuery(savedViewsQueryOptions(section))
}
