/** A brand's licences with their regulator, the latest-starting first. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

const COLUMNS =
  'id, brand_id, regulator_id, licence_number, valid_from, valid_to, register_url, last_checked_at, updated_at, regulator:regulators(name, code)'

export type LicenceRow = {
  id: string
  brand_id: string
  regulator_id: string
  licence_number: string
  valid_from: string
  valid_to: string | null
  register_url: string | null
  last_checked_at: string | null
  updated_at: string
  regulator: { name: string; code: string } | null
}

export async function getLicences(brandId: string, signal?: AbortSignal): Promise<LicenceRow[]> {
  let query = supabase
    .from('brand_licences')
    .select(COLUMNS)
    .eq('brand_id', brandId)
    .order('valid_from', { ascending: false })
    .order('id')
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export function useLicences(brandId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: brandKeys.licences(brandId ?? ''),
      queryFn: ({ signal }) => getLicences(brandId ?? '', signal),
      enabled: brandId !== null,
    }),
  )
}
