/**
 * The reporting currency's ISO code (revenue, EPC and converted payouts are in it; migration
 * 20261125000400_traffic_currency.sql): write money with formatFigure(value, 'money', data).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { unwrap } from '@/lib/result'
import { supabase } from '@/lib/supabase'
import { analyticsKeys } from '../keys'

export async function getReportingCurrency(signal: AbortSignal) {
  return unwrap(await supabase.rpc('reporting_currency').abortSignal(signal))
}

export const reportingCurrencyQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.currency(),
    queryFn: ({ signal }) => getReportingCurrency(signal),
    staleTime: 10 * 60_000,
  })

export function useReportingCurrency() {
  return useQuery(reportingCurrencyQueryOptions())
}
