/**
 * The brand licences whose last valid day falls within the next 30 days (today included),
 * soonest first, with the brand, its market and the regulator. Days are UTC dates, as the
 * database compares them (market_block: a licence ends at midnight UTC).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { dashboardKeys } from '../keys'

export const EXPIRING_WITHIN_DAYS = 30
/** More than a dashboard card shows; the rest are counted. */
export const EXPIRING_LIMIT = 50

export type ExpiringLicence = {
  id: string
  licence_number: string
  valid_to: string
  brand: { id: string; brand_name: string; market: string | null }
  regulator: string | null
}

/** Today's UTC date and the date `days` later, as 'YYYY-MM-DD'. */
export function expiryWindow(now: Date, days = EXPIRING_WITHIN_DAYS): { from: string; to: string } {
  const from = now.toISOString().slice(0, 10)
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10)
  return { from, to }
}

export async function getExpiringLicences(
  now: Date,
  signal?: AbortSignal,
): Promise<{ licences: ExpiringLicence[]; total: number }> {
  const { from, to } = expiryWindow(now)
  let request = supabase
    .from('brand_licences')
    .select(
      'id, licence_number, valid_to, brands!inner(id, brand_name, countries(name)), regulators(name)',
      { count: 'exact' },
    )
    .gte('valid_to', from)
    .lte('valid_to', to)
    .order('valid_to', { ascending: true })
    .order('id', { ascending: true })
    .limit(EXPIRING_LIMIT)
  if (signal) request = request.abortSignal(signal)
  const result = await request
  const rows = unwrap(result)
  return {
    total: result.count ?? rows.length,
    licences: rows.map((row) => ({
      id: row.id,
      licence_number: row.licence_number,
      valid_to: row.valid_to!,
      brand: {
        id: row.brands.id,
        brand_name: row.brands.brand_name,
        market: row.brands.countries?.name ?? null,
      },
      regulator: row.regulators?.name ?? null,
    })),
  }
}

export function useExpiringLicences() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.expiringLicences(),
      queryFn: ({ signal }) => getExpiringLicences(new Date(), signal),
    }),
  )
}
