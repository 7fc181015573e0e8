/** The reporting time zone: the days and hours of every report are cut in it. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { analyticsKeys } from '../keys'

export async function getReportingTimeZone(signal: AbortSignal): Promise<string> {
  return unwrap(await supabase.rpc('reporting_time_zone').abortSignal(signal)) || 'UTC'
}

export const reportingTimeZoneQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.timeZone(),
    queryFn: ({ signal }) => getReportingTimeZone(signal),
    staleTime: 10 * 60_000,
  })

export function useReportingTimeZone() {
  return useQuery(reportingTimeZoneQueryOptions())
}
