/** Every regulator (the licence dialog's choices) and the regulators each market accepts. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { brandKeys } from '../keys'

export type Regulator = { id: string; code: string; name: string; register_url: string | null }
export type Regulators = {
  regulators: Regulator[]
  /** The regulator ids each market (country id) accepts; a market without any accepts every one. */
  accepted: Map<string, Set<string>>
}

export async function getRegulators(signal?: AbortSignal): Promise<Regulators> {
  let regulators = supabase.from('regulators').select('id, code, name, register_url').order('name')
  let links = supabase.from('market_regulators').select('country_id, regulator_id')
  if (signal) {
    regulators = regulators.abortSignal(signal)
    links = links.abortSignal(signal)
  }
  const [regulatorRows, linkRows] = await Promise.all([regulators, links])
  const accepted = new Map<string, Set<string>>()
  for (const link of unwrap(linkRows)) {
    const set = accepted.get(link.country_id) ?? new Set<string>()
    set.add(link.regulator_id)
    accepted.set(link.country_id, set)
  }
  return { regulators: unwrap(regulatorRows), accepted }
}

export function useRegulators(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: brandKeys.regulators(),
      queryFn: ({ signal }) => getRegulators(signal),
      enabled,
    }),
  )
}
