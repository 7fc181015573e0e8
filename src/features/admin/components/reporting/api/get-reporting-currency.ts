/**
 * The reporting currency's ISO code (revenue, EPC and converted payouts are in it; migration
 * 20261125000400_traffic_currency.sql): write money with formatFigure(value, 'money', data).
 */
import { useQuery } from '@tanstack/react-query'
import { analyticsKeys } from '../keys'
import { rpcQueryOptions } from './rpc-query'

export const reportingCurrencyQueryOptions = () =>
  rpcQueryOptions({
    queryKey: analyticsKeys.currency(),
    fn: 'reporting_currency',
    staleTime: 10 * 60_000,
  })

export function useReportingCurrency() {
  return useQuery(reportingCurrencyQueryOptions())
}
