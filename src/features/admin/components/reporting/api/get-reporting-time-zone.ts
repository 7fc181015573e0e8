/** The reporting time zone: the days and hours of every report are cut in it. */
import { useQuery } from '@tanstack/react-query'
import { analyticsKeys } from '../keys'
import { rpcQueryOptions } from './rpc-query'

export const reportingTimeZoneQueryOptions = () =>
  rpcQueryOptions({
    queryKey: analyticsKeys.timeZone(),
    fn: 'reporting_time_zone',
    shape: (zone): string => zone || 'UTC',
    staleTime: 10 * 60_000,
  })

export function useReportingTimeZone() {
  return useQuery(reportingTimeZoneQueryOptions())
}
