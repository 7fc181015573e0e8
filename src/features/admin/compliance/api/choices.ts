/**
 * What the compliance forms and filters choose from: every market (country) and every
 * regulator, by name. Staff read both tables whole.
 */
import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { unwrap } from '@/lib/result'
import { complianceChoiceKeys } from '../keys'

export type MarketChoice = { id: string; name: string; slug: string }
export type RegulatorChoice = { id: string; code: string; name: string }

export async function getMarketChoices(signal?: AbortSignal): Promise<MarketChoice[]> {
  let query = supabase.from('countries').select('id, name, slug').order('name')
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export async function getRegulatorChoices(signal?: AbortSignal): Promise<RegulatorChoice[]> {
  let query = supabase.from('regulators').select('id, code, name').order('name')
  if (signal) query = query.abortSignal(signal)
  return unwrap(await query)
}

export const marketChoicesQueryOptions = () =>
  queryOptions({
    queryKey: complianceChoiceKeys.markets(),
    queryFn: ({ signal }) => getMarketChoices(signal),
  })

export const regulatorChoicesQueryOptions = () =>
  queryOptions({
    queryKey: complianceChoiceKeys.regulators(),
    queryFn: ({ signal }) => getRegulatorChoices(signal),
  })
